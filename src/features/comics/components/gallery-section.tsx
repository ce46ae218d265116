// The gallery's body: its strips page by page, or why there are none (with the nearest day that has some).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Comic } from '@/api/schemas';
import { Button } from '@/components/ui/button';
import { LoadingRegion } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { monthDaysQueryOptions } from '../api';
import { monthOf, nearestDay } from '../calendar';
import { useInterfaceLanguage, useMessages } from '@/lib/i18n';
import { languageName } from '@/lib/languages';
import { longDay, weekdayDay } from '../comic-meta';
import { comicsMessages } from '../messages';
import { comicsHref, type ComicsView } from '../url-state';
import type { GalleryQuery } from '../use-comic-viewer';
import { ComicGallery, ComicGallerySkeleton } from './comic-gallery';

export function GallerySection({
  view,
  gallery,
  comics,
  onOpen,
}: {
  view: ComicsView;
  gallery: GalleryQuery;
  comics: readonly Comic[];
  onOpen: (comic: Comic) => void;
}) {
  const t = useMessages(comicsMessages);
  // Read before the narrowing below: a failed next page still has its error.
  const { fetchNextPage, isFetchingNextPage, error } = gallery;
  if (gallery.isPending) {
    return (
      <LoadingRegion label={t.loadingComics}>
        <ComicGallerySkeleton />
      </LoadingRegion>
    );
  }
  if (gallery.isError) return <ErrorState error={gallery.error} onRetry={() => void gallery.refetch()} />;
  if (comics.length === 0) return <NoComics view={view} />;
  return (
    <>
      <ComicGallery
        comics={comics}
        grouped={view.theme === undefined}
        dayShown={view.date}
        hrefFor={(comic) => comicsHref({ ...view, comic: comic.contentId })}
        onOpen={onOpen}
      />
      <div className="mt-8 flex flex-col items-center gap-3">
        {gallery.isFetchNextPageError ? (
          <ErrorState error={error} onRetry={() => void fetchNextPage()} />
        ) : gallery.hasNextPage ? (
          <Button
            className="noscript:hidden"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
            aria-busy={isFetchingNextPage}
          >
            {isFetchingNextPage ? t.loadingMoreStrips : t.moreStrips}
          </Button>
        ) : view.date ? (
          // A day's strips end where the day does; the day bar above leads on.
          view.theme === undefined && <p className="text-sm text-ink-muted">{t.everyStripOfDay}</p>
        ) : (
          <p className="text-sm text-ink-muted">{t.everyStrip}</p>
        )}
      </div>
    </>
  );
}

/** An empty view says so and, for a day, offers the nearest day that has strips. */
function NoComics({ view }: { view: ComicsView }) {
  const words = useInterfaceLanguage();
  const t = comicsMessages[words];
  const client = useQueryClient();
  const month = useQuery({
    ...monthDaysQueryOptions(client, view.theme, view.language, monthOf(view.date ?? '2000-01-01')),
    enabled: view.date !== undefined,
  });
  const language = languageName(view.language, words, true);
  if (!view.date) return <EmptyState title={t.noneYet(view.theme, language)} />;
  const nearest = month.data
    ? nearestDay(view.date, [...month.data.days, month.data.newer, month.data.older])
    : undefined;
  return (
    <EmptyState title={t.noneOn(view.theme, language, longDay(view.date, words))}>
      {month.isPending ? (
        <p>{t.lookingForNearest}</p>
      ) : nearest ? (
        <p>
          {t.nearestBefore}
          <Link
            className="font-medium text-accent underline underline-offset-4"
            to={comicsHref({ ...view, date: nearest })}
          >
            {weekdayDay(nearest, words)}
          </Link>
          {t.nearestAfter}
        </p>
      ) : (
        <p>
          <Link
            className="font-medium text-accent underline underline-offset-4"
            to={comicsHref({ ...view, date: undefined })}
          >
            {t.seeLatest}
          </Link>
        </p>
      )}
    </EmptyState>
  );
}
