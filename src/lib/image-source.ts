// Where an image may load from: one rule for an article body's images (./sanitize.ts) and every image
// address of the API's answers (src/api/image-urls.ts). Kept apart from the sanitizer, so the pages that
// only show pictures do not load DOMPurify.
import { MEDIA_ROOT } from '@contract/vocabulary';

/** Absolute http(s) URLs only. */
const SAFE_URL = /^https?:\/\//i;

/** Where no page is known (a script, a test without a document): an origin that is nobody's. */
const NO_ORIGIN = 'http://reader.invalid';

let serverOrigin: (() => string) | undefined;

/**
 * The server's render says which origin its page is on (per request); the browser knows its own. Returns
 * the one it replaces (the write-time sanitizer sets its own for a moment).
 */
export function setServerPageOrigin(origin: (() => string) | undefined): (() => string) | undefined {
  const previous = serverOrigin;
  serverOrigin = origin;
  return previous;
}

export function pageOrigin(): string {
  try {
    if (serverOrigin) return serverOrigin();
    return typeof window === 'undefined' ? NO_ORIGIN : window.location.origin;
  } catch {
    return NO_ORIGIN;
  }
}

export function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Where an article image may load from: `https:` on another host, or the app's own generated `/media/…`
 * images. Never an API path (an `<img>` of `…/person/x/add` would be a request made in the reader's name),
 * never any other path on our origin, never `http:` (mixed content) or `data:`.
 */
export function isSafeImageSource(src: string, origin: string = pageOrigin()): boolean {
  // The same addresses come back in every answer and every render (a story's pictures, the providers'
  // logos): each judged once. A verdict depends on nothing but the address and the page's origin.
  const key = `${origin} ${src}`;
  let verdict = verdicts.get(key);
  if (verdict === undefined) {
    if (verdicts.size >= VERDICTS_KEPT) verdicts.clear();
    verdict = judge(src, origin);
    verdicts.set(key, verdict);
  }
  return verdict;
}

/** Verdicts kept, by origin and address: a few pages' worth (the server's render reads many in a row). */
const VERDICTS_KEPT = 4096;
const verdicts = new Map<string, boolean>();

function judge(src: string, origin: string): boolean {
  const raw = src.trim();
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return false;
  }
  // Resolved first, so `/media/%2e%2e/mediaApi/…` and `https://OUR-HOST/mediaApi/…` are judged by where they go.
  if (/\/mediaapi(?:\/|$)/i.test(url.pathname) || /mediaapi/i.test(decodeURIComponentSafe(url.pathname)))
    return false;
  if (url.origin === origin)
    return raw.startsWith(MEDIA_ROOT) && url.pathname.startsWith(MEDIA_ROOT) && url.search === '';
  return url.protocol === 'https:' && SAFE_URL.test(raw);
}
