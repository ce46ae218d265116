// An article's body is a provider's HTML and untrusted: this is the only way it reaches the page.
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { decodeURIComponentSafe, isSafeImageSource, setServerPageOrigin } from './image-source';

export { isSafeImageSource };

/** Absolute http(s) URLs only: no `javascript:`, `data:`, or paths that would resolve against our origin. */
const SAFE_URL = /^https?:\/\//i;

const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'link',
  'meta',
  'base',
  'svg',
  'math',
  'template',
];

let purifier: Purifier | undefined;
/**
 * The server's render: a stand-in for the page's window and origin (src/entry-server.tsx), or — when the
 * bodies it renders were sanitized where they entered (the local server's database) — nothing to do.
 */
let serverSide: { window: () => Window; origin: () => string } | { bodiesSanitized: true } | undefined;

/**
 * How the server's render treats article bodies: sanitized on a server-side DOM exactly as in the browser
 * (DOMPurify, URLs judged against the page's origin), or taken as they come when its data source already
 * sanitized them with this same policy (server/db/body-sanitizer.ts).
 */
export function configureServerSanitizer(
  options: { window: () => Window; origin: () => string } | { bodiesSanitized: true },
): void {
  serverSide = options;
  purifier = undefined;
  if ('origin' in options) setServerPageOrigin(options.origin);
}

/** The article policy's DOMPurify on a window (the browser's, or a server-side DOM's). */
function createPurifier(window: Window): Purifier {
  // A private instance, so these hooks never leak into another user of DOMPurify.
  const instance = DOMPurify(window as Window & typeof globalThis);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href');
      if (href && SAFE_URL.test(href.trim()) && !/mediaapi/i.test(decodeURIComponentSafe(href))) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('href');
        node.removeAttribute('target');
      }
    }
    if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src');
      if (!src || !isSafeImageSource(src)) node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      // The body must not phone home with the reader's address as referrer either.
      node.setAttribute('referrerpolicy', 'no-referrer');
    }
  });
  return instance;
}

function getPurifier(): Purifier {
  purifier ??= createPurifier(
    serverSide && 'window' in serverSide ? serverSide.window() : (window as Window),
  );
  return purifier;
}

/**
 * Sanitizes untrusted article HTML: no scripts or event handlers, no styles, classes, ids or forms,
 * only http(s) links, images only from other https hosts or our /media, and every link opens in a new tab
 * without an opener.
 */
export function sanitizeArticleHtml(html: string): string {
  if (serverSide && 'bodiesSanitized' in serverSide) return html;
  return purifyArticleHtml(getPurifier(), html);
}

/**
 * The server's sanitizer where bodies enter (server/db/body-sanitizer.ts): this same policy on a
 * server-side DOM, images judged against `origin`.
 */
export function createArticleSanitizer(window: Window, origin: string): (html: string) => string {
  const instance = createPurifier(window);
  return (html) => {
    const previous = setServerPageOrigin(() => origin);
    try {
      return purifyArticleHtml(instance, html);
    } finally {
      setServerPageOrigin(previous);
    }
  };
}

function purifyArticleHtml(instance: Purifier, html: string): string {
  return instance.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    // No class, style or id: provider markup must not reach the app's own styles (a Tailwind `fixed inset-0
    // z-50` link over the header) or its ids (label targets, anchors, DOM clobbering).
    FORBID_ATTR: [
      'class',
      'style',
      'srcset',
      'sizes',
      'id',
      'name',
      'formaction',
      'xlink:href',
      'ping',
      'background',
      'poster',
      'usemap',
    ],
    ALLOWED_URI_REGEXP: /^(?:https?:\/\/|\/media\/)/i,
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
}
