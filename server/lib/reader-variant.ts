// The reader variant a shared cache keys a page on (docs/deploy.md): the preferences cookie's raw
// value and the first language of `Accept-Language`, as nginx computes them (deploy/nginx.conf's two maps)
// and sends them in `X-Gazette-Variant`. A page rendered behind such a front is rendered from the variant
// alone — so the variant decides the page, and `Vary: X-Gazette-Variant` says exactly what it depends on
// (a handful of variants per page, not one per browser). Without the header, or with one that is not what
// this request's cookie and languages give, the page is rendered from the full hints and varies on
// `Accept-Language` and `Cookie`, as before.
import type { ReaderHints } from '../../src/lib/reader-hints';
import { PREFS_COOKIE, prefsFromCookieHeader } from '../../src/lib/reader-hints';

export const VARIANT_HEADER = 'x-gazette-variant';

// The same expressions as deploy/nginx.conf's maps (PCRE there): change both together.
const PREFS_VALUE = new RegExp(`(?:^|;)\\s*${PREFS_COOKIE}=([^;]*)`);
const FIRST_LANGUAGE = /^\s*([A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*)/;

export interface ReaderVariant {
  /** What nginx sends as `X-Gazette-Variant` for this request. */
  value: string;
  /** The raw hints the variant alone gives (the page behind a front is rendered from these). */
  hints: ReaderHints;
}

export function readerVariant(cookie: string | undefined, acceptLanguage: string | undefined): ReaderVariant {
  const prefs = PREFS_VALUE.exec(typeof cookie === 'string' ? cookie : '')?.[1] ?? '';
  const language = FIRST_LANGUAGE.exec(typeof acceptLanguage === 'string' ? acceptLanguage : '')?.[1] ?? '';
  return {
    value: `${prefs}|${language}`,
    hints: {
      locales: language === '' ? [] : [language],
      prefs: prefsFromCookieHeader(`${PREFS_COOKIE}=${prefs}`),
    },
  };
}

/** The variant a request carries from a front, when it is the one its cookie and languages give. */
export function frontedVariant(
  headers: Record<string, string | string[] | undefined>,
): ReaderVariant | undefined {
  const sent = headers[VARIANT_HEADER];
  if (typeof sent !== 'string') return undefined;
  const variant = readerVariant(
    headers.cookie as string | undefined,
    headers['accept-language'] as string | undefined,
  );
  return sent === variant.value ? variant : undefined;
}
