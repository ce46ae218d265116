// Operations 4-5: content list (filters, paging, order) and content by id.
import { filtersOf, thumbnailOf, toContentDetail, toContentItem } from '../lib/content-view';
import { notFound } from '../lib/http-error';
import type { Handlers } from './operations';
import type { Services } from './services';

export function contentHandlers({
  catalog,
  content,
}: Services): Pick<Handlers, 'contentList' | 'contentById'> {
  return {
    contentList: ({ query }) => {
      const personal = query.sortBy === undefined && query.userId !== undefined && query.optOut !== true;
      // The contract's quirk: an explicit offset=0 means "everything"; an absent offset means page one.
      const everything = query.offset === 0;
      const page = content.list(
        filtersOf(query),
        everything ? undefined : (query.limit ?? 20),
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
