// Operation 11: comics — original generated strips, by language, theme and day.
import type { Comic } from '../../contract/schemas';
import type { ComicRow } from '../db/comic-repository';
import { mediaUrls } from '../lib/media-urls';
import type { Handlers } from './operations';
import type { Services } from './services';

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

export function comicHandlers({ comics }: Services): Pick<Handlers, 'comics'> {
  return {
    comics: ({ query }) => {
      const rows = comics.list({
        language: query.language ?? 'en',
        ...(query.theme !== undefined ? { theme: query.theme } : {}),
        ...(query.publishDate !== undefined ? { dayStart: query.publishDate } : {}),
        limit: query.limit ?? 5,
        offset: query.offset ?? 0,
      });
      return { totalItems: rows.length, comics: rows.map(toComic) };
    },
  };
}
