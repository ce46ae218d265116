// What a page is rendered for besides its URL: the reader's languages and preferences, as derived values.
import type { ReaderHints } from '../../src/lib/reader-hints';
import { interfaceLanguageOf, isInterfaceLanguage } from '../../src/lib/i18n';
import { parseTheme } from '../../src/lib/theme';
import { parseTextSize } from '../../src/features/article/text-size';
import { readerFromHints } from '../../src/lib/settings';

/** The languages of an `Accept-Language` header, best first (`*` and `q=0` left out). */
export function acceptedLocales(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(
      ({ tag, q }) => tag !== '' && tag !== '*' && q > 0 && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag),
    )
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .slice(0, 10)
    .map(({ tag }) => tag);
}

/**
 * What a page is rendered from besides its URL, and all it carries of its reader: the derived
 * values of its cache key — interface language, content language and country, theme, density, welcome,
 * the article's text size —
 * never the raw `Accept-Language` list or cookie, which a page kept for others must not hold. Read by the
 * app exactly as the raw hints are, it gives the same values (page-renderer.test.ts checks that).
 */
export function derivedHints(raw: ReaderHints): ReaderHints {
  const reader = readerFromHints(raw);
  const prefs: Record<string, string> = { language: reader.language, country: reader.country };
  if (isInterfaceLanguage(raw.prefs.ui)) prefs.ui = raw.prefs.ui;
  const theme = parseTheme(raw.prefs.theme);
  if (theme !== 'system') prefs.theme = theme;
  if (raw.prefs.density === 'list') prefs.density = 'list';
  if (raw.prefs.welcome === 'done') prefs.welcome = 'done';
  const textSize = parseTextSize(raw.prefs.text);
  if (textSize !== 'medium') prefs.text = textSize;
  // The browser's own languages are read only for the interface language they give (none: the browser's).
  return { locales: raw.locales.length === 0 ? [] : [interfaceLanguageOf(raw.locales)], prefs };
}
