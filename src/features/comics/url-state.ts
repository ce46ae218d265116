// The gallery's state as the URL holds it (`/comics?theme=&date=YYYY-MM-DD&language=&comic=`), so every view is a permalink.
import { COMIC_LANGUAGES, type ComicLanguage, type ComicTheme } from '@/api/schemas';
import { LANGUAGE_NAMES } from '@contract/vocabulary';
import { parseIsoDay, toIsoDay } from '@/lib/format';
import { interfaceLanguage, type InterfaceLanguage } from '@/lib/i18n';
import { languageName } from '@/lib/languages';
import { paths } from '@/lib/paths';
import { canonicalTheme } from './comic-meta';
import { comicsMessages } from './messages';

export interface ComicsView {
  /** `undefined`: all themes (the API takes at most one). */
  theme: ComicTheme | undefined;
  /** `YYYY-MM-DD` (UTC day); `undefined`: the latest strips, newest first. */
  date: string | undefined;
  language: ComicLanguage;
  /** The `contentId` of the strip open in the viewer. */
  comic: string | undefined;
}

export interface ParsedComicsView {
  view: ComicsView;
  /** What the URL asked for that the gallery ignored, in words for a notice. */
  notices: string[];
}

export function isComicLanguage(value: string | null | undefined): value is ComicLanguage {
  return COMIC_LANGUAGES.some((language) => language === value);
}

/** The settings' language when comics exist in it, English otherwise. */
export function defaultComicLanguage(settingsLanguage: string): ComicLanguage {
  return isComicLanguage(settingsLanguage) ? settingsLanguage : 'en';
}

export function parseComicsView(
  search: URLSearchParams,
  settingsLanguage: string,
  /** The interface language the notices are written in. */
  words: InterfaceLanguage = interfaceLanguage(),
): ParsedComicsView {
  const t = comicsMessages[words];
  const notices: string[] = [];

  const rawTheme = search.get('theme')?.trim() ?? '';
  let theme: ComicTheme | undefined;
  if (rawTheme !== '' && rawTheme.toLowerCase() !== 'all') {
    theme = canonicalTheme(rawTheme);
    if (!theme) notices.push(t.notTheme(rawTheme));
  }

  const rawDate = search.get('date')?.trim() ?? '';
  let date: string | undefined;
  if (rawDate !== '') {
    const parsed = parseIsoDay(rawDate);
    if (parsed) date = toIsoDay(parsed);
    else notices.push(t.notDate(rawDate));
  }

  const rawLanguage = search.get('language')?.trim().toLowerCase() ?? '';
  const fallback = defaultComicLanguage(settingsLanguage);
  let language: ComicLanguage = fallback;
  if (rawLanguage !== '') {
    if (isComicLanguage(rawLanguage)) language = rawLanguage;
    else notices.push(t.notLanguage(rawLanguage, languageName(fallback, words, true)));
  }

  const rawComic = search.get('comic')?.trim() ?? '';
  const comic = rawComic !== '' && rawComic.length <= 128 ? rawComic : undefined;

  return { view: { theme, date, language, comic }, notices };
}

/** The query string of a view; the language is always written so a shared link shows the same strips. */
/** The URL of a comics view. */
export const comicsHref = (view: ComicsView) => paths.comics(comicsSearch(view));

export function comicsSearch(view: ComicsView): Record<string, string | undefined> {
  return { theme: view.theme, date: view.date, language: view.language, comic: view.comic };
}

/** Comic languages by name: the contract's content-language names. */
export { LANGUAGE_NAMES };
