// Operations 4-5: content list (filters, paging, order) and content by id.
import type { FastifyInstance } from 'fastify';
import type { ContentList } from '../../contract/schemas';
import type { ContentFilters } from '../db/content-repository';
import { DEFAULT_THUMBNAIL, toContentDetail, toContentItem, type ThumbnailSpec } from '../lib/content-view';
import { DEFAULT_ALL_MAX_ITEMS, sendAllContent } from '../lib/content-stream';
import { notFound } from '../lib/http-error';
import { roundThumbnail } from '../media/thumbnail-ladder';
import { integer, oneOf, parseParams, usDate, uuid } from '../lib/params';
import { CACHE_PRIVATE, CACHE_PUBLIC } from '../plugins/http-caching';
import { API, commonParams, contentFilterParams } from './common-params';
import { rateLimitConfig, type Services } from './services';

export const thumbnailParams = {
  thumbImgWidth: integer(16, 2000, 'Thumbnail width in px (default 300).'),
  thumbImgHeight: integer(16, 2000, 'Thumbnail height in px (default 200).'),
  thumbImgQuality: integer(1, 100, 'Thumbnail encoding quality in percent (default 80).'),
};

export const contentListParams = {
  ...commonParams,
  ...contentFilterParams,
  ...thumbnailParams,
  limit: integer(1, 100, 'Page size, 1-100 (default 20).'),
  offset: integer(0, 10_000_000, 'Items to skip. An explicit 0 returns every item of the query.'),
  sortBy: oneOf(
    ['newest'],
    'newest: publishedAt descending. Default: followed persons/teams first (with userId), then newest.',
  ),
  publishedAfter: usDate(true, 'Only items published at or after this instant'),
};

export const contentByIdParams = { ...commonParams, ...thumbnailParams };
export const contentIdParam = uuid('Content id (UUID).');

export function thumbnailOf(query: {
  thumbImgWidth?: number;
  thumbImgHeight?: number;
  thumbImgQuality?: number;
}): ThumbnailSpec {
  // The nearest step of the ladder: what the answer reports is exactly what its URL serves.
  return roundThumbnail({
    width: query.thumbImgWidth ?? DEFAULT_THUMBNAIL.width,
    height: query.thumbImgHeight ?? DEFAULT_THUMBNAIL.height,
    quality: query.thumbImgQuality ?? DEFAULT_THUMBNAIL.quality,
  });
}

export function filtersOf(query: ContentFilters): ContentFilters {
  const filters: ContentFilters = {};
  for (const key of Object.keys(contentFilterParams) as (keyof ContentFilters)[]) {
    if (query[key] !== undefined) (filters as Record<string, unknown>)[key] = query[key];
  }
  if (query.publishedAfter !== undefined) filters.publishedAfter = query.publishedAfter;
  return filters;
}

export async function contentRoutes(app: FastifyInstance, services: Services) {
  const { catalog, content } = services;

  // ignoreTrailingSlash (app.ts) makes this answer `/content/` too.
  {
    app.get(`${API}/content`, rateLimitConfig(services, 'reads'), async (request, reply) => {
      const query = parseParams(request.query, contentListParams);
      const personal = query.sortBy === undefined && query.userId !== undefined && query.optOut !== true;
      // The contract's quirk: an explicit offset=0 means "everything"; an absent offset means page one.
      const everything = query.offset === 0;
      reply.header('cache-control', query.userId !== undefined ? CACHE_PRIVATE : CACHE_PUBLIC);
      // Bounded and streamed (lib/content-stream.ts).
      if (everything)
        return sendAllContent(request, reply, services, {
          filters: filtersOf(query),
          personalFor: personal ? query.userId : undefined,
          thumb: thumbnailOf(query),
          maxItems: services.allItemsMax ?? DEFAULT_ALL_MAX_ITEMS,
        });
      const page = content.list(
        filtersOf(query),
        query.limit ?? 20,
        query.offset ?? 0,
        personal ? query.userId : undefined,
      );
      const thumb = thumbnailOf(query);
      const body: ContentList = {
        totalItems: page.rows.length,
        content: page.rows.map((row) => toContentItem(row, catalog, thumb)),
      };
      return reply.send(body);
    });
  }

  app.get<{ Params: { contentId: string } }>(
    `${API}/content/:contentId`,
    rateLimitConfig(services, 'reads'),
    async (request, reply) => {
      const query = parseParams(request.query, contentByIdParams);
      const id = contentIdParam.parse(request.params.contentId, 'contentId');
      const row = content.byId(id);
      if (!row) throw notFound(`no content with id ${id}`, 'contentId');
      return reply
        .header('cache-control', CACHE_PUBLIC)
        .send(toContentDetail(row, catalog, thumbnailOf(query)));
    },
  );
}
