// Atom feeds of reader views: `/feed.atom?…` takes the feed URL's own filters (app-surface.md) and answers
// the same items the feed view lists, as an Atom 1.0 document (RFC 4287) a feed reader can subscribe to.
// Items come from the contentList operation through app.inject, so local and proxy mode, the request guards
// and the contract's 400s are the ones the reader's own API calls get. Anonymous: no userId is forwarded.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_ROOT } from '../../contract/vocabulary';
import { contentListSchema, type ContentItem } from '../../contract/schemas';
import { paths } from '../../src/lib/paths';
import { filterChips, filtersFromSearch, hasFilters } from '../../src/features/feed/filters';
import { feedMessages } from '../../src/features/feed/messages';
import { storyNamer } from '../../src/features/feed/story-names';
import { feedTitle } from '../../src/features/feed/title';
import { errorBody } from '../lib/http-error';

export const ATOM_PATH = '/feed.atom';
const ATOM_TYPE = 'application/atom+xml; charset=utf-8';
/** Entries per document unless `limit` says otherwise (the feed's first page). */
const DEFAULT_ENTRIES = 20;
/** Parameters that are the reader's own, never forwarded (identity) or meaningless in a feed document. */
const DROPPED = new Set(['userId', 'offset', 'tab', 'of']);

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for XML content and attributes, and drops characters XML 1.0 cannot carry at all. */
export function xmlText(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);
}

const iso = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

/**
 * The view's title as its page names it (`feedTitle`, its people, teams and providers named by the view's
 * own stories), in English since a feed reader asks anonymously: "Gazette: Sports · English". A view its
 * page calls just "Stories" (a tag, a country) is named by its filter chips instead; no filters at all is
 * the latest stories.
 */
export function viewTitle(query: URLSearchParams, items: readonly ContentItem[] = []): string {
  const { filters } = filtersFromSearch(query, 'en');
  const nameOf = storyNamer(items);
  const title = feedTitle(filters, undefined, Date.now(), nameOf, 'en');
  if (title !== feedMessages.en.stories) return `Gazette: ${title}`;
  if (!hasFilters(filters)) return 'Gazette: latest stories';
  const chips = filterChips(filters, filters, (source, value) => nameOf(value, source), 'en').filter(
    (chip) => chip.name !== 'sortBy',
  );
  return `Gazette: ${chips.map((chip) => chip.label).join(' · ')}`;
}

function entry(origin: string, item: ContentItem): string {
  const link = origin + paths.article(item.contentId);
  const image = item.images?.mainImage ?? item.images?.mainImageThumbnail;
  const categories = (item.categoriesEnglish ?? item.categories ?? [])
    .map((name) => `<category term="${xmlText(name)}"/>`)
    .join('');
  return [
    '<entry>',
    `<id>${xmlText(link)}</id>`,
    `<title type="text">${xmlText(item.title)}</title>`,
    `<link rel="alternate" type="text/html" href="${xmlText(link)}"/>`,
    `<updated>${iso(item.publishedAt)}</updated>`,
    `<published>${iso(item.publishedAt)}</published>`,
    `<author><name>${xmlText(item.contentSourceDisplay || item.contentSource || 'Gazette')}</name></author>`,
    item.summary ? `<summary type="text">${xmlText(item.summary)}</summary>` : '',
    image
      ? `<link rel="enclosure" type="image/jpeg" href="${xmlText(new URL(image.url, origin).href)}"/>`
      : '',
    categories,
    '</entry>',
  ].join('');
}

/** The whole document: the view's feed element, then one entry per item, newest view order kept. */
export function atomDocument(origin: string, query: URLSearchParams, items: ContentItem[]): string {
  const selfUrl = origin + ATOM_PATH + (query.size ? `?${query}` : '');
  const viewUrl = origin + paths.feed(query);
  const updated = items.reduce((latest, item) => Math.max(latest, item.publishedAt), 0);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `<id>${xmlText(selfUrl)}</id>`,
    `<title type="text">${xmlText(viewTitle(query, items))}</title>`,
    `<updated>${new Date(updated ? updated * 1000 : 0).toISOString()}</updated>`,
    `<link rel="self" type="application/atom+xml" href="${xmlText(selfUrl)}"/>`,
    `<link rel="alternate" type="text/html" href="${xmlText(viewUrl)}"/>`,
    '<author><name>Gazette</name></author>',
    '<generator>Gazette</generator>',
    ...items.map((item) => entry(origin, item)),
    '</feed>',
  ].join('\n');
}

/** The view's filters as the feed URL carries them, without the reader's identity. */
export function viewQuery(request: FastifyRequest): URLSearchParams {
  const raw = new URLSearchParams(request.url.split('?')[1] ?? '');
  const query = new URLSearchParams();
  for (const [key, value] of raw) if (!DROPPED.has(key) && value !== '') query.append(key, value);
  return query;
}

/** The Atom link that belongs to a reader page's own view (for `<link rel="alternate">`). */
export const atomHref = (query?: URLSearchParams) => ATOM_PATH + (query?.size ? `?${query}` : '');

export const atomPlugin = fp(async (app: FastifyInstance) => {
  app.get(ATOM_PATH, async (request, reply) => {
    const query = viewQuery(request);
    const apiQuery = new URLSearchParams(query);
    if (!apiQuery.has('limit')) apiQuery.set('limit', String(DEFAULT_ENTRIES));
    const answer = await app.inject({
      method: 'GET',
      url: `${API_ROOT}/content?${apiQuery}`,
      headers: { accept: 'application/json' },
      // The reader's own address, so rate limits and shedding count this request against its client.
      remoteAddress: request.ip,
    });
    if (answer.statusCode !== 200) {
      // The contract's own answer (a 400 naming the parameter, a 503 when busy), as JSON.
      return reply
        .status(answer.statusCode)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(answer.statusCode >= 500 ? errorBody(502, 'the feed is not available now') : answer.json());
    }
    const parsed = contentListSchema.safeParse(answer.json());
    if (!parsed.success)
      return reply
        .status(502)
        .type('application/json; charset=utf-8')
        .send(errorBody(502, 'bad upstream answer'));
    const origin = request.server.publicOrigin();
    return reply
      .header('cache-control', 'public, max-age=60')
      .type(ATOM_TYPE)
      .send(atomDocument(origin, query, parsed.data.content));
  });
});
