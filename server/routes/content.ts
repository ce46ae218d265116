// Operations 4-5: content list (filters, paging, order) and content by id.
import { filtersOf, thumbnailOf, toContentDetail, toContentItem } from '../lib/content-view';
import { DEFAULT_ALL_MAX_ITEMS, sendAllContent } from '../lib/content-stream';
import { notFound } from '../lib/http-error';
import type { Handlers } from './operations';
import type { Services } from './services';

export function contentHandlers({
  catalog,
  content,
  allItemsMax,
}: Services): Pick<Handlers, 'contentList' | 'contentById'> {
  return {
    contentList: ({ query, request, reply }) => {
      const personal = query.sortBy === undefined && query.userId !== undefined && query.optOut !== true;
      // The contract's quirk: an explicit offset=0 means "everything"; an absent offset means page one.
      // Bounded and streamed (lib/content-stream.ts): the handler sends it and returns the reply.
      if (query.offset === 0) {
        return sendAllContent(
          request,
          reply,
          { content, catalog },
          {
            filters: filtersOf(query),
            personalFor: personal ? query.userId : undefined,
            thumb: thumbnailOf(query),
            maxItems: allItemsMax ?? DEFAULT_ALL_MAX_ITEMS,
          },
        ) as never;
      }
      const page = content.list(
        filtersOf(query),
        query.limit ?? 20,
        query.offset ?? 0,
        personal ? query.userId : undefined,
      );
      const thumb = thumbnailOf(query);
      return {
        totalItems: page.rows.length,
        content: page.rows.map((row) => toContentItem(row, catalog, thumb)),
      };
    },

    contentById: ({ params, query }) => {
      const row = content.byId(params.contentId);
      if (!row) throw notFound(`no content with id ${params.contentId}`, 'contentId');
      return toContentDetail(row, catalog, thumbnailOf(query));
    },
  };
}
