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
/** The server's stand-ins for the page's window and origin (src/entry-server.tsx); the browser has its own. */
let serverSide: { window: Window; origin: () => string } | undefined;

/** Sanitizes on the server exactly as in the browser: DOMPurify on a server-side DOM, URLs judged against the page's origin. */
export function configureServerSanitizer(options: { window: Window; origin: () => string }): void {
  serverSide = options;
  purifier = undefined;
  setServerPageOrigin(options.origin);
}

function getPurifier(): Purifier {
  if (purifier) return purifier;
  // A private instance, so these hooks never leak into another user of DOMPurify.
  const instance = DOMPurify((serverSide?.window ?? window) as Window & typeof globalThis);
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
  purifier = instance;
  return instance;
}

/**
 * Sanitizes untrusted article HTML: no scripts or event handlers, no styles, classes, ids or forms,
 * only http(s) links, images only from other https hosts or our /media, and every link opens in a new tab
 * without an opener.
 */
export function sanitizeArticleHtml(html: string): string {
  return getPurifier().sanitize(html, {
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
