// Operation 11: comics — original generated strips, by language, theme and day.
import type { FastifyInstance } from 'fastify';
import type { Comic, ComicList } from '../../contract/schemas';
import { COMIC_LANGUAGES } from '../../contract/vocabulary';
import type { ComicRow } from '../db/comic-repository';
import { mediaUrls } from '../lib/media-urls';
import { comicTheme, integer, language, parseParams, usDate } from '../lib/params';
import { CACHE_PUBLIC } from '../plugins/http-caching';
import { API, commonParams } from './common-params';
import { rateLimitConfig, type Services } from './services';

export const comicParams = {
  ...commonParams,
  limit: integer(1, 50, 'Number of comics, 1-50 (default 5).'),
  offset: integer(0, 1_000_000, 'Comics to skip.'),
  theme: comicTheme('One theme; case-insensitive, singular or plural.'),
  publishDate: usDate(false, 'Only comics of this UTC day'),
  language: language('Caption language (default en).', COMIC_LANGUAGES),
};

export function toComic(row: ComicRow): Comic {
  const day = new Date(row.pub_date * 1000).toISOString().slice(0, 10);
  return {
    contentId: row.content_id,
    pubDate: row.pub_date,
    theme: row.theme.toUpperCase(),
    imageURL: mediaUrls.comic(row.content_id),
    fileName: `${row.theme.toLowerCase()}-${day}-${row.language}.png`,
    size: row.size,
    width: row.width,
    height: row.height,
  };
}

export async function comicRoutes(app: FastifyInstance, services: Services) {
  app.get(`${API}/mid/comics`, rateLimitConfig(services, 'reads'), async (request, reply) => {
    const query = parseParams(request.query, comicParams);
    const rows = services.comics.list({
      language: query.language ?? 'en',
      ...(query.theme !== undefined ? { theme: query.theme } : {}),
      ...(query.publishDate !== undefined ? { dayStart: query.publishDate } : {}),
      limit: query.limit ?? 5,
      offset: query.offset ?? 0,
    });
    const body: ComicList = { totalItems: rows.length, comics: rows.map(toComic) };
    return reply.header('cache-control', CACHE_PUBLIC).send(body);
  });
}
