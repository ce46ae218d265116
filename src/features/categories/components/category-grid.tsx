// The categories page's cards, as a news reader knows them: each category's icon and name (in the
// reader's language), then its three newest headlines, each opening its article.
import { SourceLine } from '@/components/ui/source-line';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, isBusyForMoment } from '@/api/client';
import type { Category, ContentItem } from '@/api/schemas';
import { Skeleton } from '@/components/ui/skeleton';
import { useHydrated } from '@/lib/hydrated';
import { useMessages } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { categoryHeadlinesQueryOptions, HEADLINES_PER_CATEGORY, type HeadlineFilters } from '../api';
import { CategoryIcon } from './category-icon';
import { categoriesMessages } from '../messages';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';
const CARD = 'flex h-full flex-col rounded-lg border border-rule bg-paper-raised p-4';
const HEADLINE_ROW = 'flex flex-col gap-1 py-2';
/** A loading headline holds two lines of title and one of byline: what arrives is never taller. */
const HEADLINE_SKELETON_ROW = `${HEADLINE_ROW} min-h-[4.75rem]`;

/** `en_US` → `en`: a headline in another language than the page is marked as such for screen readers. */
const languageOf = (item: ContentItem) => item.locale?.split(/[_-]/)[0] || undefined;

function Headline({ item }: { item: ContentItem }) {
  return (
    <li className={HEADLINE_ROW}>
      <Link
        to={paths.article(item.contentId)}
        lang={languageOf(item)}
        className="line-clamp-2 text-[0.95rem] leading-snug font-medium text-ink hover:text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
      >
        {item.title}
      </Link>
      <SourceLine item={item} quiet className="gap-1.5" />
    </li>
  );
}

function HeadlineSkeletons({ count = HEADLINES_PER_CATEGORY }: { count?: number }) {
  return Array.from({ length: count }, (_, index) => (
    <li key={index} aria-hidden="true" className={HEADLINE_SKELETON_ROW}>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="mt-1 h-3 w-28" />
    </li>
  ));
}

/**
 * A dozen cards ask at once; a busy server may turn some away (503 with Retry-After), on the server's
 * render too. Such a card asks once more by itself when it mounts in the browser, after the wait the
 * server named (at most five seconds); any other failure waits for the reader's Retry.
 */
function useAskAgainWhenBusy(headlines: { error: Error | null; refetch: () => Promise<unknown> }) {
  const { error, refetch } = headlines;
  // A short Retry-After is the query's own to wait out (src/api/client.ts, and after hydration
  // src/app/query-client.ts): asked here too, it would be asked twice.
  const busy = error instanceof ApiError && error.isTransient && !isBusyForMoment(error);
  const wait = error instanceof ApiError ? Math.min(error.retryAfterSeconds ?? 1, 5) * 1000 : 0;
  const hydrated = useHydrated();
  const asked = useRef(false);
  useEffect(() => {
    if (!hydrated || !busy || asked.current) return;
    asked.current = true;
    const timer = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(timer);
  }, [hydrated, busy, wait, refetch]);
}

function CategoryHeadlines({
  category,
  name,
  language,
  filters,
}: {
  category: Category;
  name: string;
  language: string;
  filters: HeadlineFilters;
}) {
  const t = useMessages(categoriesMessages);
  const headlines = useQuery(categoryHeadlinesQueryOptions(category.categoryName, language, filters));
  useAskAgainWhenBusy(headlines);
  if (headlines.isError && !headlines.isFetching) {
    return (
      <p className="mt-3 flex items-center justify-between gap-2 border-t border-rule pt-3 text-sm text-ink-muted">
        {t.latestFailed}
        <button
          type="button"
          aria-label={t.retryLatestIn(name)}
          onClick={() => void headlines.refetch()}
          className="shrink-0 rounded px-2 py-1 font-medium text-accent hover:bg-paper-sunk focus-visible:outline-2 focus-visible:outline-accent"
        >
          {t.retry}
        </button>
      </p>
    );
  }
  if (headlines.data?.length === 0) {
    return <p className="mt-3 border-t border-rule pt-3 text-sm text-ink-muted">{t.noRecent}</p>;
  }
  return (
    <ul
      aria-label={t.latestIn(name)}
      aria-busy={!headlines.isSuccess}
      className="mt-3 divide-y divide-rule border-t border-rule"
    >
      {!headlines.isSuccess ? (
        <HeadlineSkeletons />
      ) : (
        headlines.data.map((item) => <Headline key={item.contentId} item={item} />)
      )}
    </ul>
  );
}

function CategoryCard({
  category,
  language,
  filters,
}: {
  category: Category;
  language: string;
  filters: HeadlineFilters;
}) {
  const headingId = useId();
  const name = category.translatedName || category.categoryName;
  return (
    <li className={CARD} aria-labelledby={headingId}>
      <div className="flex items-center gap-3">
        <CategoryIcon categoryName={category.categoryName} size={44} />
        <div className="min-w-0">
          <h2 id={headingId} className="font-serif text-xl leading-tight font-semibold">
            <Link
              to={paths.category(category.categoryId, { language: language || undefined })}
              className="hover:text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
            >
              {name}
            </Link>
          </h2>
        </div>
      </div>
      <CategoryHeadlines category={category} name={name} language={language} filters={filters} />
    </li>
  );
}

export function CategoryGrid({
  categories,
  language,
  filters = {},
}: {
  categories: Category[];
  /** The reader's content language ('' for the service's): names and headlines are in it. */
  language: string;
  filters?: HeadlineFilters;
}) {
  const t = useMessages(categoriesMessages);
  return (
    <ul aria-label={t.categories} className={GRID}>
      {categories.map((category) => (
        <CategoryCard key={category.categoryId} category={category} language={language} filters={filters} />
      ))}
    </ul>
  );
}

export function CategoryGridSkeleton() {
  return (
    <ul className={GRID}>
      {Array.from({ length: 12 }, (_, index) => (
        <li key={index} className={CARD}>
          <div className="flex items-center gap-3">
            <Skeleton className="size-11 rounded-full" />
            <Skeleton className="h-6 w-32" />
          </div>
          <ul className="mt-3 divide-y divide-rule border-t border-rule">
            <HeadlineSkeletons />
          </ul>
        </li>
      ))}
    </ul>
  );
}
