// The request target, normalised once before anything else looks at it (api-contract.md §1): every guard,
// the router, the proxy and the logs see the same path. Two rules, both RFC 3986's own equivalences:
//
// - an absolute-form target (`GET http://host/mediaApi/… HTTP/1.1`, RFC 9112 §3.2.2) becomes its
//   origin form (`/mediaApi/…`);
// - percent-encoded unreserved characters (letters, digits, `-`, `.`, `_`, `~`: RFC 3986 §2.3, §6.2.2.2) are
//   decoded, in the path and in the query, so `/%6DediaApi/…` is `/mediaApi/…` and `?%75serId=` is
//   `?userId=`. Reserved characters stay encoded (`%2F` is not a slash, `%26` not a separator), so the
//   meaning of the target never changes; only its spelling does.
//
// A target that decodes into a dot segment (`/%2e%2e/`) or has a malformed encoding is refused with a
// 400 before routing: a guard and a file server could otherwise read it differently.
import { HttpError } from './http-error';

const UNRESERVED_ENCODED = /%(?:[46][1-9A-Fa-f]|[57][0-9Aa]|3[0-9]|2[Dd]|2[Ee]|5[Ff]|7[Ee])/g;
const MALFORMED_ENCODING = /%(?![0-9A-Fa-f]{2})/;

export type NormalizedTarget = { url: string; error?: undefined } | { url: string; error: HttpError };

function decodeUnreserved(text: string): string {
  return text.replace(UNRESERVED_ENCODED, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
}

/**
 * The origin-form target with unreserved characters decoded; `error` set (and `url` left as close to the
 * original as possible) when the target cannot be read the same way by every reader of it.
 */
export function normalizeTarget(raw: string): NormalizedTarget {
  let url = raw;
  if (!url.startsWith('/')) {
    // Absolute form. (`*` is OPTIONS' asterisk form: nothing here answers it; the router's 404 does.)
    if (url === '*') return { url };
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return { url: '/', error: new HttpError(400, 'the request target is not a valid URL', 'path') };
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      return { url: '/', error: new HttpError(400, 'the request target is not a valid URL', 'path') };
    // The raw text after the authority, not URL's own re-encoding, so the rules below see what was sent.
    const afterScheme = url.slice(url.indexOf('//') + 2);
    const slash = afterScheme.search(/[/?]/);
    url = slash === -1 ? '/' : afterScheme.slice(slash);
    if (url.startsWith('?')) url = `/${url}`;
  }
  // Fast path: nothing encoded, nothing to decode (most requests).
  const hasEscape = url.includes('%');
  const question = url.indexOf('?');
  const path = question === -1 ? url : url.slice(0, question);
  const query = question === -1 ? '' : url.slice(question);
  if (hasEscape && MALFORMED_ENCODING.test(url))
    return { url, error: new HttpError(400, 'the request target is not valid percent-encoding', 'path') };
  const decodedPath = hasEscape ? decodeUnreserved(path) : path;
  for (const segment of decodedPath.split('/')) {
    if (segment === '.' || segment === '..')
      return { url, error: new HttpError(400, 'the path must not contain dot segments', 'path') };
  }
  return { url: decodedPath + (hasEscape ? decodeUnreserved(query) : query) };
}

/**
 * `Host` as RFC 9110 §7.2 allows it: a name, an IPv4 address or a bracketed IPv6 address, and an optional
 * port of at most 65535. Anything else (`a b`, `a:99999`, missing) is a 400, not a page built on it.
 */
export function validHost(host: string | undefined): boolean {
  if (host === undefined || host === '' || host.length > 255) return false;
  const match = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~!$&'()*+,;=%-]+)(?::(\d{1,5}))?$/.exec(host);
  if (!match) return false;
  return match[2] === undefined || Number(match[2]) <= 65535;
}
