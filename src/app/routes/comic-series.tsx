// One comic's page (`/comics/series/:theme?month=YYYY-MM&language=`): its strips of a month, month by month,
// My comics, and a random strip from its archive.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { COMIC_THEMES, type ComicLanguage, type ComicTheme } from '@/api/schemas';
import { buttonClasses } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { LoadingRegion } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { NotFoundPage } from '@/components/ui/page-states';
import { archiveMonthQueryOptions, neighbourMonth, parseMonth } from '@/features/comics/archive';
import { canonicalTheme } from '@/features/comics/comic-meta';
import {
  ComicGallery,
  ComicGallerySkeleton,
  FavouriteButton,
} from '@/features/comics/components/comic-gallery';
import { monthTitle } from '@/features/comics/components/date-picker';
import { RandomStripButton } from '@/features/comics/components/random-strip';
import { comicsMessages } from '@/features/comics/messages';
import { readingMessages } from '@/features/comics/reading-messages';
import { comicsHref, defaultComicLanguage, isComicLanguage } from '@/features/comics/url-state';
import { comicDay } from '@/features/comics/comic-meta';
import { useInterfaceLanguage } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { getSettings, useSettings } from '@/lib/settings';
import { loaderClient, warm } from '../warm';

interface SeriesView {
  theme: ComicTheme | undefined;
  month: string | undefined;
  language: ComicLanguage;
}

function seriesView(
  theme: string | undefined,
  search: URLSearchParams,
  settingsLanguage: string,
): SeriesView {
  const language = search.get('language')?.trim().toLowerCase();
  return {
    theme: canonicalTheme(theme),
    month: parseMonth(search.get('month')),
    language: isComicLanguage(language) ? language : defaultComicLanguage(settingsLanguage),
  };
}

export function loader({ params, request, context }: LoaderFunctionArgs) {
  const view = seriesView(params.theme, new URL(request.url).searchParams, getSettings().language);
  if (!view.theme) return null;
  const client = loaderClient(context);
  return warm(
    context,
    client.ensureQueryData(archiveMonthQueryOptions(client, view.theme, view.language, view.month)),
  );
}

export function Component() {
  const { theme: rawTheme } = useParams();
  const [search] = useSearchParams();
  const settings = useSettings();
  const words = useInterfaceLanguage();
  const t = readingMessages[words];
  const c = comicsMessages[words];
  const view = seriesView(rawTheme, search, settings.language);
  const client = useQueryClient();
  const archive = useQuery({
    ...archiveMonthQueryOptions(client, view.theme ?? COMIC_THEMES[0], view.language, view.month),
    enabled: view.theme !== undefined,
  });

  if (!view.theme) {
    // An unknown comic is a not-found page (404 from the server), pointing to the comics there are.
    return (
      <NotFoundPage title={c.comics} what={t.noSuchComic(rawTheme ?? '')}>
        <p className="mt-3">
          <Link className="font-medium text-accent underline underline-offset-4" to={paths.comics()}>
            {t.allStrips}
          </Link>
        </p>
      </NotFoundPage>
    );
  }
  const theme = view.theme;
  const data = archive.data;
  const month = data?.month || view.month;
  const monthHref = (next: string) => paths.comicSeries(theme, { month: next, language: view.language });

  return (
    <>
      <PageMeta
        title={`${theme}${month ? `, ${monthTitle(month, words)}` : ''}`}
        description={c.description(theme)}
        image={data?.comics[0]?.imageURL}
      />
      <div className="mx-auto w-full max-w-[900px]">
        <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
          <div>
            <p className="text-sm text-ink-soft">
              <Link className="underline underline-offset-4" to={paths.comics({ language: view.language })}>
                {c.comics}
              </Link>
            </p>
            <h1 className="font-serif text-3xl font-bold">{theme}</h1>
            <p className="mt-1 text-ink-soft">{t.seriesIntro}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <FavouriteButton theme={theme} className="min-h-10" />
            <RandomStripButton theme={theme} language={view.language} />
          </div>
        </div>

        <nav
          aria-label={t.archive(theme)}
          className="mb-6 flex items-center justify-between gap-2 border-b-2 border-ink pb-2"
        >
          {month && data?.older !== false ? (
            <Link className={buttonClasses('secondary')} to={monthHref(neighbourMonth(month, -1))}>
              <span aria-hidden="true">‹</span>
              {t.olderMonth}
            </Link>
          ) : (
            <span />
          )}
          <h2 className="font-serif text-xl font-bold" aria-live="polite">
            {month ? monthTitle(month, words) : ''}
          </h2>
          {month && data?.newestMonth && month < data.newestMonth ? (
            <Link className={buttonClasses('secondary')} to={monthHref(neighbourMonth(month, 1))}>
              {t.newerMonth}
              <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span />
          )}
        </nav>

        {archive.isPending ? (
          <LoadingRegion label={c.loadingComics}>
            <ComicGallerySkeleton />
          </LoadingRegion>
        ) : archive.isError ? (
          <ErrorState error={archive.error} onRetry={() => void archive.refetch()} />
        ) : archive.data.comics.length === 0 ? (
          <EmptyState title={archive.data.complete ? t.noStripsInMonth : t.searchedBack} />
        ) : (
          <ComicGallery
            comics={archive.data.comics}
            grouped={false}
            favouriteButtons={false}
            hrefFor={(comic) =>
              comicsHref({ theme, date: comicDay(comic), language: view.language, comic: comic.contentId })
            }
            onOpen={() => undefined}
          />
        )}
      </div>
    </>
  );
}
