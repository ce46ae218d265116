// The strips of a view, grouped by day: Sunday-style boxes as tiles, daily strips across the full width.
import { Link } from 'react-router-dom';
import type { Comic } from '@/api/schemas';
import { Skeleton } from '@/components/ui/skeleton';
import { useInterfaceLanguage } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import {
  canonicalTheme,
  comicAlt,
  comicAspectRatio,
  comicDay,
  isWideStrip,
  themeName,
  weekdayDay,
} from '../comic-meta';
import { favouritesFirst, toggleFavourite, useFavourites } from '../favourites';
import { readingMessages } from '../reading-messages';

export function groupByDay(comics: readonly Comic[]): { day: string; comics: Comic[] }[] {
  const groups: { day: string; comics: Comic[] }[] = [];
  for (const comic of comics) {
    const day = comicDay(comic);
    const last = groups[groups.length - 1];
    if (last?.day === day) last.comics.push(comic);
    else groups.push({ day, comics: [comic] });
  }
  return groups;
}

export function ComicImage({
  comic,
  className = '',
  eager = false,
  first = false,
}: {
  comic: Comic;
  className?: string;
  eager?: boolean;
  /** The first screen's largest picture: asked for first (React preloads it from the head). */
  first?: boolean;
}) {
  const language = useInterfaceLanguage();
  const ratio = comicAspectRatio(comic);
  return (
    <img
      src={comic.imageURL}
      alt={comicAlt(comic, language)}
      width={comic.width}
      height={comic.height}
      loading={eager || first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding="async"
      draggable={false}
      // The box keeps its shape before the image arrives, so nothing below it jumps.
      style={{ aspectRatio: String(ratio) }}
      className={`block h-auto w-full bg-paper-sunk object-contain ${className}`}
    />
  );
}

export function ComicGallery({
  comics,
  hrefFor,
  onOpen,
  headingLevel = 2,
  grouped = true,
  dayShown,
  favouriteButtons = true,
}: {
  /** Whether each strip offers My comics (not on a comic's own page, which offers it once). */
  favouriteButtons?: boolean;
  comics: readonly Comic[];
  /** By day under day headings (all themes), or one stream with each strip's day in its caption (one theme). */
  grouped?: boolean;
  /** The one day the page already names above the gallery: not repeated over or under its strips. */
  dayShown?: string;
  hrefFor: (comic: Comic) => string;
  /** Called as a strip's link is followed, to remember where focus returns when the viewer closes. */
  onOpen: (comic: Comic) => void;
  headingLevel?: 2 | 3;
}) {
  const language = useInterfaceLanguage();
  const favourites = useFavourites();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const groups = grouped
    ? // My comics lead each day; the server's render (favourites not yet known) keeps the server's order.
      groupByDay(comics).map((group) => ({ ...group, comics: favouritesFirst(group.comics, favourites) }))
    : [{ day: undefined, comics: [...comics] }];
  return (
    // A reading column: a 1,200 px strip is read at ~900 px, so a day of strips is a few screens, not six.
    <div className="mx-auto flex w-full max-w-[900px] flex-col gap-10">
      {groups.map((group, groupIndex) => (
        <section
          key={group.day ?? 'all'}
          aria-labelledby={group.day && group.day !== dayShown ? `day-${group.day}` : undefined}
        >
          {group.day && group.day !== dayShown && (
            <Heading
              id={`day-${group.day}`}
              className="mb-4 flex items-baseline gap-3 border-b-2 border-ink pb-1 font-serif text-xl font-bold"
            >
              <time dateTime={group.day}>{weekdayDay(group.day, language)}</time>
            </Heading>
          )}
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {group.comics.map((comic, index) => (
              <li
                key={comic.contentId}
                // In one theme's stream a box sits centred between the strips, like a Sunday feature.
                className={
                  isWideStrip(comic)
                    ? 'col-span-full'
                    : grouped
                      ? ''
                      : 'col-span-full mx-auto w-full max-w-md'
                }
              >
                <figure className="group h-full rounded-lg border border-rule bg-paper-raised p-2 shadow-sm transition-shadow hover:shadow-md sm:p-3">
                  <Link
                    to={hrefFor(comic)}
                    state={{ fromGallery: true }}
                    preventScrollReset
                    data-comic-id={comic.contentId}
                    onClick={() => onOpen(comic)}
                    className="block overflow-hidden rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
                  >
                    <ComicImage
                      comic={comic}
                      // The first screen's strips: the first day's first two, the very first asked for first.
                      eager={groupIndex === 0 && index < 2}
                      first={groupIndex === 0 && index === 0}
                      className="transition-transform duration-300 group-hover:scale-[1.01]"
                    />
                  </Link>
                  <figcaption className="mt-2 flex flex-wrap items-center justify-between gap-2 px-1">
                    {grouped ? (
                      <Link
                        to={paths.comicSeries(themeName(comic.theme))}
                        aria-label={readingMessages[language].archive(themeName(comic.theme))}
                        className="font-serif text-sm font-semibold tracking-wide hover:underline"
                      >
                        {themeName(comic.theme)}
                      </Link>
                    ) : (
                      comicDay(comic) !== dayShown && (
                        <span aria-hidden="true" className="font-serif text-sm font-semibold tracking-wide">
                          {weekdayDay(comicDay(comic), language)}
                        </span>
                      )
                    )}
                    {favouriteButtons && <FavouriteButton theme={comic.theme} />}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Add or remove a comic (the series) from My comics; the button says which, and aria-pressed says where it is. */
export function FavouriteButton({ theme: rawTheme, className = '' }: { theme: string; className?: string }) {
  const language = useInterfaceLanguage();
  const t = readingMessages[language];
  const favourites = useFavourites();
  const theme = canonicalTheme(rawTheme);
  if (!theme) return null;
  const on = favourites.includes(theme);
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => toggleFavourite(theme)}
      className={`inline-flex min-h-8 items-center gap-1 rounded-full border px-3 text-xs font-medium noscript:hidden focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${
        on ? 'border-accent bg-accent/10 text-accent' : 'border-rule text-ink-soft hover:bg-paper-sunk'
      } ${className}`}
    >
      <span aria-hidden="true">{on ? '★' : '☆'}</span>
      <span className="sr-only">
        {on ? t.removeFavourite(themeName(theme)) : t.addFavourite(themeName(theme))}
      </span>
      <span aria-hidden="true">{on ? t.inMyComics : t.myComics}</span>
    </button>
  );
}

export function ComicGallerySkeleton() {
  return (
    <div>
      <Skeleton className="mb-4 h-7 w-64" />
      <div className="grid grid-cols-1 gap-6">
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className="rounded-lg border border-rule bg-paper-raised p-3">
            <Skeleton className="aspect-[3/1] w-full" />
            <Skeleton className="mt-3 h-4 w-24" />
          </div>
        ))}
      </div>
    </div>
  );
}
