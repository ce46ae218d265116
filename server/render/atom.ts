// Atom feeds of reader views: `/feed.atom?…` takes the feed URL's own filters (app-surface.md) and answers
// the same items the feed view lists, as an Atom 1.0 document (RFC 4287) a feed reader can subscribe to.
// Items come from the contentList operation through app.inject, so local and proxy mode, the request guards
// and the contract's 400s are the ones the reader's own API calls get. Anonymous: no userId is forwarded.
import type { FastifyInstance, FastifyReply, FastifyRequest, LightMyRequestResponse } from 'fastify';
import fp from 'fastify-plugin';
import { API_ROOT } from '../../contract/vocabulary';
import { contentListSchema, errorBodySchema, type ContentItem } from '../../contract/schemas';
import { paths } from '../../src/lib/paths';
import { filterChips, filtersFromSearch, hasFilters } from '../../src/features/feed/filters';
import { feedMessages } from '../../src/features/feed/messages';
import { provideAllCatalogues } from '../../src/app/catalogues/all';
import { storyNamer } from '../../src/features/feed/story-names';
import { feedTitle } from '../../src/features/feed/title';
import { errorBody } from '../lib/http-error';

// The feeds are written in English; the server holds every language's words (docs/decisions/0043).
provideAllCatalogues();

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

/** The times an Atom date can say (RFC 3339 has four-digit years): 0000-01-01 to 9999-12-31T23:59:59Z. */
const FIRST_EXPRESSIBLE = -62_167_219_200;
const LAST_EXPRESSIBLE = 253_402_300_799;

/** An epoch-seconds time as RFC 3339, or undefined when the upstream's number is no such time. */
function iso(epochSeconds: unknown): string | undefined {
  if (typeof epochSeconds !== 'number' || !Number.isFinite(epochSeconds)) return undefined;
  if (epochSeconds < FIRST_EXPRESSIBLE || epochSeconds > LAST_EXPRESSIBLE) return undefined;
  return new Date(epochSeconds * 1000).toISOString();
}

/**
 * An image address as an absolute http(s) URL, or undefined: a malformed address, another scheme
 * (`javascript:`, `data:`) or one with credentials in it is left out of the feed rather than failing it.
 */
function httpUrl(address: unknown, origin: string): string | undefined {
  if (typeof address !== 'string' || address.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(address, origin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  return url.href;
}

/** Seconds a refused feed reader should wait when the API's answer named none. */
const DEFAULT_RETRY_AFTER = '2';

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

/** One entry, or undefined when the item has no time an Atom entry can carry (`updated` is required). */
function entry(origin: string, item: ContentItem): string | undefined {
  const published = iso(item.publishedAt);
  if (!published) return undefined;
  const link = origin + paths.article(item.contentId);
  const image = httpUrl((item.images?.mainImage ?? item.images?.mainImageThumbnail)?.url, origin);
  const categories = (item.categoriesEnglish ?? item.categories ?? [])
    .map((name) => `<category term="${xmlText(name)}"/>`)
    .join('');
  return [
    '<entry>',
    `<id>${xmlText(link)}</id>`,
    `<title type="text">${xmlText(item.title)}</title>`,
    `<link rel="alternate" type="text/html" href="${xmlText(link)}"/>`,
    `<updated>${published}</updated>`,
    `<published>${published}</published>`,
    `<author><name>${xmlText(item.contentSourceDisplay || item.contentSource || 'Gazette')}</name></author>`,
    item.summary ? `<summary type="text">${xmlText(item.summary)}</summary>` : '',
    image ? `<link rel="enclosure" type="image/jpeg" href="${xmlText(image)}"/>` : '',
    categories,
    '</entry>',
  ].join('');
}

/** The whole document: the view's feed element, then one entry per item, newest view order kept. */
export function atomDocument(origin: string, query: URLSearchParams, items: ContentItem[]): string {
  const selfUrl = origin + ATOM_PATH + (query.size ? `?${query}` : '');
  const viewUrl = origin + paths.feed(query);
  // Only the entries written count towards the feed's time; none written is the epoch.
  const updated = items.reduce(
    (latest, item) => (iso(item.publishedAt) ? Math.max(latest, item.publishedAt) : latest),
    0,
  );
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
    ...items.flatMap((item) => {
      // A value nothing can spell (an id with a lone surrogate cannot be put in a URL) loses its entry,
      // not the feed.
      try {
        return entry(origin, item) ?? [];
      } catch {
        return [];
      }
    }),
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

function sendError(reply: FastifyReply, status: number, message: string, retryAfter?: string) {
  if (retryAfter !== undefined) reply.header('retry-after', retryAfter);
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(errorBody(status, message));
}

/**
 * The API's refusal as the feed's own answer, status and body agreeing: a 4xx as the contract gave it
 * (a 400 naming the parameter), a 429 or 503 with its `Retry-After`, a 504 as the timeout it is, and any
 * other failure as a 502 — never a 500, which would claim the feed itself is broken.
 */
function refuse(reply: FastifyReply, answer: LightMyRequestResponse) {
  const status = answer.statusCode;
  const given = answer.headers['retry-after'];
  const retryAfter =
    status === 429 || status === 503
      ? typeof given === 'string' && /^\d+$/.test(given)
        ? given
        : DEFAULT_RETRY_AFTER
      : undefined;
  if (status >= 400 && status < 500) {
    let body: unknown;
    try {
      body = answer.json();
    } catch {
      body = undefined;
    }
    const valid = errorBodySchema.safeParse(body);
    if (valid.success && valid.data.status === status) {
      if (retryAfter !== undefined) reply.header('retry-after', retryAfter);
      return reply
        .status(status)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(valid.data);
    }
    return sendError(
      reply,
      status,
      status === 429 ? 'too many requests; retry later' : 'the feed’s request was refused',
      retryAfter,
    );
  }
  if (status === 503) return sendError(reply, 503, 'the feed is busy; retry later', retryAfter);
  if (status === 504) return sendError(reply, 504, 'the feed’s stories did not come in time');
  return sendError(reply, 502, 'the feed is not available now');
}

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
    if (answer.statusCode !== 200) return refuse(reply, answer);
    let parsed: ReturnType<typeof contentListSchema.safeParse> | undefined;
    try {
      parsed = contentListSchema.safeParse(answer.json());
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) return sendError(reply, 502, 'the feed’s stories came back malformed');
    const origin = request.server.publicOrigin();
    let document: string;
    try {
      document = atomDocument(origin, query, parsed.data.content);
    } catch (error) {
      // Whatever the upstream's values, the feed leaves out what it cannot write; should one still get
      // through, it is the upstream's answer that failed, and the answer says so.
      request.log.warn({ err: error }, 'atom document not written');
      return sendError(reply, 502, 'the feed’s stories could not be written as a feed');
    }
    return reply.header('cache-control', 'public, max-age=60').type(ATOM_TYPE).send(document);
  });
});
