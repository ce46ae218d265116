import { useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '@/api/client';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { categoryQueryOptions, parseCategoryId, type CategoryRef } from '@/features/categories/api';
import { CategoryIcon } from '@/features/categories/components/category-icon';
import { LocalFollowButton } from '@/components/ui/local-follow';
import { contentLanguageOr } from '@/lib/languages';
import { paths } from '@/lib/paths';
import { getSettings, useSettings } from '@/lib/settings';
import { feedInfiniteQueryOptions, pageStart } from '@/features/feed/api';
import { FilterableFeed } from '@/features/feed/components/filterable-feed';
import type { FeedFilters } from '@/features/feed/filter-table';
import { feedView } from '@/features/feed/view';
import { FailedPage, NotFoundPage } from '@/components/ui/page-states';
import { knowsReader, loaderClient, warm } from '../warm';
import { useCategoryChoices } from '../use-category-choices';
import { PageMeta } from '@/components/ui/page-meta';
import { namespace, useMessages } from '@/lib/i18n';
import type { Messages } from './category.en';

const messages = namespace<Messages>('app/routes/category');

/**
 * The category a page's feed is fixed to. A page named by its English name uses the name as the
 * URL writes it, so the loader (which has only the URL) and the page warm and read one query;
 * a page by id knows the name once the category has loaded.
 */
function fixedFilters(ref: CategoryRef, loadedName?: string): FeedFilters | undefined {
  if ('name' in ref) return { category: [ref.name] };
  return loadedName === undefined ? undefined : { category: [loadedName] };
}

/** The category the URL names, or `undefined` when it names none that could exist. */
function refFrom(params: { categoryId?: string; categoryName?: string }): CategoryRef | undefined {
  if (params.categoryName !== undefined) return { name: params.categoryName };
  const id = parseCategoryId(params.categoryId);
  return id === undefined ? undefined : { id };
}

export function loader({ params, request, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const language = contentLanguageOr(search.get('language'), getSettings().language);
  const ref = refFrom(params);
  if (!ref) return null;
  const client = loaderClient(context);
  const warmFeed = (fixed: FeedFilters) =>
    client.ensureInfiniteQueryData(
      feedInfiniteQueryOptions(
        feedView({ search, settings: getSettings(), fixed }).filters,
        pageStart(search),
      ),
    );
  const category = client.ensureQueryData(categoryQueryOptions(ref, language));
  // A category named in the URL by its English name can start its feed at once; one named by id
  // starts it once its name is known (awaited on the server only, where the page waits for it anyway).
  const fixed = fixedFilters(ref);
  if (fixed) return warm(context, category, warmFeed(fixed));
  if (knowsReader(context)) return warm(context, category);
  return warm(
    context,
    category.then((data) => warmFeed(fixedFilters(ref, data.categoryName)!)),
  );
}

export function Component() {
  const t = useMessages(messages);
  const params = useParams();
  const [search] = useSearchParams();
  const settings = useSettings();
  const ref = refFrom(params);
  const language = contentLanguageOr(search.get('language'), settings.language);
  const categoryChoices = useCategoryChoices(language);
  const category = useQuery({
    ...categoryQueryOptions(ref ?? { id: 0 }, language),
    enabled: ref !== undefined,
  });

  if (ref === undefined || (category.error instanceof ApiError && category.error.isNotFound)) {
    return (
      <NotFoundPage
        title={t.notFound}
        what={
          ref === undefined
            ? t.notAnId(params.categoryId ?? '')
            : 'id' in ref
              ? t.noId(ref.id)
              : t.noName(ref.name)
        }
      >
        <p className="mt-3">
          <Link className="text-accent underline underline-offset-4" to={paths.categories()}>
            {t.seeAll}
          </Link>
        </p>
      </NotFoundPage>
    );
  }

  if (category.isError) {
    return <FailedPage heading={t.heading} error={category.error} onRetry={() => void category.refetch()} />;
  }

  if (category.isPending) {
    return (
      <LoadingRegion label={t.loading}>
        <div className="flex items-center gap-4">
          <Skeleton className="size-16 rounded-full" />
          <Skeleton className="h-9 w-56" />
        </div>
      </LoadingRegion>
    );
  }

  const data = category.data;
  const name = data.translatedName ?? data.categoryName;
  return (
    <>
      <PageMeta title={name} description={t.description(name)} />
      <header className="flex items-center gap-4 border-b border-rule pb-6">
        <CategoryIcon categoryName={data.categoryName} size={64} />
        {/* Only the reader's name for it: the English one stays in the address and the queries. */}
        <h1 className="min-w-0 flex-1 font-serif text-3xl font-bold break-words">{name}</h1>
        <LocalFollowButton kind="category" target={{ id: data.categoryName, name }} />
      </header>
      <div className="mt-6">
        <FilterableFeed
          fixed={fixedFilters(ref, data.categoryName)}
          hidden={['category']}
          categoryChoices={categoryChoices.filter((choice) => choice.value !== data.categoryName)}
          label={t.storiesIn(name)}
          followOnChips="all"
        />
      </div>
    </>
  );
}
