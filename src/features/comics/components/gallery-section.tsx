// The gallery's body: its strips page by page, or why there are none (with the nearest day that has some).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Comic } from '@/api/schemas';
import { Button } from '@/components/ui/button';
import { LoadingRegion } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { monthDaysQueryOptions } from '../api';
import { monthOf, nearestDay } from '../calendar';
import { longDay, weekdayDay } from '../comic-meta';
import { comicsHref, LANGUAGE_NAMES, type ComicsView } from '../url-state';
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
  // Read before the narrowing below: a failed next page still has its error.
  const { fetchNextPage, isFetchingNextPage, error } = gallery;
  if (gallery.isPending) {
    return (
      <LoadingRegion label="Loading comics">
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
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
            aria-busy={isFetchingNextPage}
          >
            {isFetchingNextPage ? 'Loading more strips…' : 'More strips'}
          </Button>
        ) : view.date ? (
          // A day's strips end where the day does; the day bar above leads on.
          view.theme === undefined && (
            <p className="text-sm text-ink-muted">That is every strip of the day.</p>
          )
        ) : (
          <p className="text-sm text-ink-muted">That is every strip there is.</p>
        )}
      </div>
    </>
  );
}

/** An empty view says so and, for a day, offers the nearest day that has strips. */
function NoComics({ view }: { view: ComicsView }) {
  const client = useQueryClient();
  const month = useQuery({
    ...monthDaysQueryOptions(client, view.theme, view.language, monthOf(view.date ?? '2000-01-01')),
    enabled: view.date !== undefined,
  });
  const what = `${view.theme ? `${view.theme} strips` : 'comics'} in ${LANGUAGE_NAMES[view.language]}`;
  if (!view.date) return <EmptyState title={`No ${what} yet`} />;
  const nearest = month.data
    ? nearestDay(view.date, [...month.data.days, month.data.newer, month.data.older])
    : undefined;
  return (
    <EmptyState title={`No ${what} on ${longDay(view.date)}`}>
      {month.isPending ? (
        <p>Looking for the nearest day with strips…</p>
      ) : nearest ? (
        <p>
          The nearest day with strips is{' '}
          <Link
            className="font-medium text-accent underline underline-offset-4"
            to={comicsHref({ ...view, date: nearest })}
          >
            {weekdayDay(nearest)}
          </Link>
          .
        </p>
      ) : (
        <p>
          <Link
            className="font-medium text-accent underline underline-offset-4"
            to={comicsHref({ ...view, date: undefined })}
          >
            See the latest strips
          </Link>
        </p>
      )}
    </EmptyState>
  );
}
