// Article bodies are a provider's HTML and untrusted: they are sanitized where they enter the database (the
// seed, the newsroom), with the app's own DOMPurify policy (src/lib/sanitize.ts) on jsdom, so a render never
// sanitizes (decision 0049). A row carries the origin its images were judged for (`sanitized_for`): one
// written before this (NULL), or for another origin, is sanitized again as it is read, never served as is.
import { createRequire } from 'node:module';
import { Script, createContext } from 'node:vm';
// A type only (erased): jsdom itself is loaded when a body is first sanitized.
import type { JSDOM as Jsdom } from 'jsdom';
import { createArticleSanitizer } from '../../src/lib/sanitize';

/**
 * The origin an http page judges images by as any other http origin does: images are judged against the
 * page's origin only to refuse `https:` addresses on it, which an http page has none of (src/lib/image-source.ts).
 */
export const ANY_HTTP_ORIGIN = 'http://reader.invalid';

export interface BodySanitizer {
  /** The origin whose rules this sanitizer applies (stored beside each body it sanitized). */
  readonly origin: string;
  sanitize(html: string): string;
  /** A stored body as it may be served: as stored when it was sanitized for this origin, else sanitized now. */
  served(row: { body: string; sanitizedFor: string | null }): string;
}

/**
 * jsdom keeps each NodeIterator DOMPurify creates in a set of weak references, and V8 keeps a weak
 * reference's target alive until the current job ends: a seed that sanitizes 20,000 bodies in one
 * synchronous transaction held every parsed document (about 42 KB each, 1.1 GB). A microtask checkpoint of
 * a context of its own (what `microtaskMode: 'afterEvaluate'` runs after a script) lets them go.
 */
const checkpointContext = createContext({}, { microtaskMode: 'afterEvaluate' });
const checkpoint = new Script('0');
const CHECKPOINT_EVERY = 50;

/** The sanitizer for a server whose pages are on `publicOrigin` (PUBLIC_ORIGIN, or the bound http address). */
export function bodySanitizer(publicOrigin: string | undefined): BodySanitizer {
  const origin = publicOrigin?.startsWith('https:') ? new URL(publicOrigin).origin : ANY_HTTP_ORIGIN;
  let purify: ((html: string) => string) | undefined;
  let sanitized = 0;
  const sanitize = (html: string): string => {
    // jsdom (about 94 MB resident) is loaded the first time a body is written or an old row read.
    if (!purify) {
      const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: typeof Jsdom };
      purify = createArticleSanitizer(new JSDOM('').window, origin);
    }
    sanitized += 1;
    if (sanitized % CHECKPOINT_EVERY === 0) checkpoint.runInContext(checkpointContext);
    return purify(html);
  };
  return {
    origin,
    sanitize,
    served: (row) => (row.sanitizedFor === origin ? row.body : sanitize(row.body)),
  };
}
