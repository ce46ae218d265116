// What the app knows about a comic beyond its wire shape: canonical theme names, its UTC day, its alt text.
import { COMIC_THEMES, type Comic, type ComicTheme } from '@/api/schemas';
import { formatUtcDay, toIsoDay } from '@/lib/format';
import { interfaceLanguage, type InterfaceLanguage } from '@/lib/i18n';

const stem = (value: string) => value.trim().toLowerCase().replace(/s$/, '');

/** The theme a value names, matched like the API does: any case, singular or plural (`peanut` = `Peanuts`). */
export function canonicalTheme(value: string | null | undefined): ComicTheme | undefined {
  if (!value) return undefined;
  const wanted = stem(value);
  return COMIC_THEMES.find((theme) => stem(theme) === wanted);
}

/** The response's upper-case theme in the case readers know; an unknown theme is shown as sent. */
export function themeName(theme: string): string {
  return canonicalTheme(theme) ?? theme.charAt(0).toUpperCase() + theme.slice(1).toLowerCase();
}

/** A comic belongs to a UTC day (the API's `publishDate` is a UTC day). */
export function comicDay(comic: Pick<Comic, 'pubDate'>): string {
  return toIsoDay(new Date(comic.pubDate * 1000));
}

/** "March 3, 2026" ("3 de marzo de 2026"): the month in words, so it cannot be misread. */
export function longDay(isoDay: string, language: InterfaceLanguage = interfaceLanguage()): string {
  return formatUtcDay(new Date(`${isoDay}T00:00:00Z`), language, 'long');
}

/** "Tuesday, March 3, 2026" ("martes, 3 de marzo de 2026"), for day headings. */
export function weekdayDay(isoDay: string, language: InterfaceLanguage = interfaceLanguage()): string {
  return formatUtcDay(new Date(`${isoDay}T00:00:00Z`), language, 'weekday');
}

/** The accessible name of a strip: its theme and its day, e.g. "Garfield, March 3, 2026". */
export function comicAlt(
  comic: Pick<Comic, 'theme' | 'pubDate'>,
  language: InterfaceLanguage = interfaceLanguage(),
): string {
  return `${themeName(comic.theme)}, ${longDay(comicDay(comic), language)}`;
}

/** Width over height when the server told us the size; a guess by `size` otherwise, so space is still reserved. */
export function comicAspectRatio(comic: Pick<Comic, 'width' | 'height' | 'size'>): number {
  if (comic.width && comic.height) return comic.width / comic.height;
  return comic.size === 'largeBox' ? 1 : 3;
}

export const isWideStrip = (comic: Pick<Comic, 'size' | 'width' | 'height'>) =>
  comic.size === 'smallStrip' || (comic.size === undefined && comicAspectRatio(comic) > 2);
