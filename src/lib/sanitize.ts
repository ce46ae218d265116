// An article's body is a provider's HTML and untrusted: this is the only way it reaches the page.
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

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

function getPurifier(): Purifier {
  if (purifier) return purifier;
  // A private instance, so these hooks never leak into another user of DOMPurify.
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href');
      if (href && SAFE_URL.test(href.trim())) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('href');
        node.removeAttribute('target');
      }
    }
    if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src');
      if (!src || !SAFE_URL.test(src.trim())) node.removeAttribute('src');
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
 * Sanitizes untrusted article HTML: no scripts or event handlers, no styles or forms,
 * only http(s) links and images, and every link opens in a new tab without an opener.
 */
export function sanitizeArticleHtml(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR: ['style', 'srcset', 'id', 'name', 'formaction', 'xlink:href', 'ping', 'background'],
    ALLOWED_URI_REGEXP: SAFE_URL,
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
}
