// My comics: the series a reader follows, kept in this browser only (like saved stories), shown first.
import { COMIC_THEMES, type Comic, type ComicTheme } from '@/api/schemas';
import { createLocalStore } from '@/lib/local-store';
import { canonicalTheme } from './comic-meta';

/** Themes in the order they were added; unknown or repeated names are dropped, never fatal. */
export function parseFavourites(raw: unknown): readonly ComicTheme[] {
  const themes: ComicTheme[] = [];
  // A list with anything but names in it was not written by this app: dropped whole (checked by hand,
  // without zod, like the other stores read on a first screen: decision 0048).
  const names = Array.isArray(raw) && raw.every((name) => typeof name === 'string') ? raw : [];
  for (const name of names) {
    const theme = canonicalTheme(name);
    if (theme && !themes.includes(theme)) themes.push(theme);
  }
  return themes.slice(0, COMIC_THEMES.length);
}

export const favouritesStore = createLocalStore<readonly ComicTheme[]>(
  'gazette.comics.favourites',
  parseFavourites,
);

export const useFavourites = () => favouritesStore.use();

export function toggleFavourite(theme: ComicTheme): void {
  favouritesStore.set((current) =>
    current.includes(theme) ? current.filter((name) => name !== theme) : [...current, theme],
  );
}

/** A day's strips with My comics first (in the order they were added), the rest in the order given. */
export function favouritesFirst<T extends Pick<Comic, 'theme'>>(
  comics: readonly T[],
  favourites: readonly ComicTheme[],
): T[] {
  if (favourites.length === 0) return [...comics];
  const rank = (comic: T) => {
    const theme = canonicalTheme(comic.theme);
    const index = theme ? favourites.indexOf(theme) : -1;
    return index < 0 ? favourites.length : index;
  };
  // Array.prototype.sort is stable: equal ranks keep the server's order.
  return [...comics].sort((a, b) => rank(a) - rank(b));
}
