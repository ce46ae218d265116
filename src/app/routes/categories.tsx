import { useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { ErrorState, EmptyState } from '@/components/ui/states';
import { LoadingRegion } from '@/components/ui/skeleton';
import {
  categoryHeadlinesQueryOptions,
  categoryListQueryOptions,
  headlineFiltersOf,
} from '@/features/categories/api';
import { CategoryFilters } from '@/features/categories/components/category-filters';
import { CategoryGrid, CategoryGridSkeleton } from '@/features/categories/components/category-grid';
import { categoryFiltersFrom, withCategoryFilter } from '@/features/categories/filters';
import { LanguagePicker } from '@/features/categories/components/language-picker';
import { isContentLanguage } from '@/lib/languages';
import { paths } from '@/lib/paths';
import { getSettings, useSettings } from '@/lib/settings';
import { loaderClient, warm } from '../warm';
import { PageMeta } from '@/components/ui/page-meta';
import { namespace, useMessages } from '@/lib/i18n';
import { useSearchControls } from '@/lib/search-controls';
import type { Messages } from './categories.en';

const messages = namespace<Messages>('app/routes/categories');

function languageFrom(search: URLSearchParams, fallback: string) {
  const requested = search.get('language');
  if (requested === null || requested === '') return { language: fallback, invalid: undefined };
  return isContentLanguage(requested)
    ? { language: requested, invalid: undefined }
    : { language: fallback, invalid: requested };
}

export function loader({ request, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const { language } = languageFrom(search, getSettings().language);
  const filters = categoryFiltersFrom(search);
  const client = loaderClient(context);
  // The cards' headlines start as soon as the list names the categories (on the server, within the
  // render's budget, so the page arrives with them; past it, the cards' skeletons keep their place).
  return warm(
    context,
    client
      .ensureQueryData(categoryListQueryOptions(language, filters))
      .then(({ categories }) =>
        Promise.all(
          categories.map((category) =>
            client.ensureQueryData(
              categoryHeadlinesQueryOptions(category.categoryName, language, headlineFiltersOf(filters)),
            ),
          ),
        ),
      ),
  );
}

/**
 * A filter change on the page is the page's own queries' business (the component asks for what the URL
 * says): no loader runs, so the URL — and every control that shows it — changes at once, and a second
 * quick change builds on the first instead of on a URL still waiting for a loader.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function Component() {
  const t = useMessages(messages);
  const [search, setSearch] = useSearchControls();
  const settings = useSettings();
  const { language, invalid } = languageFrom(search, settings.language);
  const filters = categoryFiltersFrom(search);
  const categories = useQuery(categoryListQueryOptions(language, filters));
  const filtered = Object.keys(filters).length > 0;
  const setFilter = (name: string, value: string) =>
    setSearch((current) => withCategoryFilter(current, name, value), { replace: true });

  const withLanguage = (query: URLSearchParams, next: string) => {
    if (next) query.set('language', next);
    else query.delete('language');
    return query;
  };
  const setLanguage = (next: string) =>
    setSearch((current) => withLanguage(current, next), { replace: true });
  // Without JavaScript: this page's URL with the language chosen (its other filters kept).
  const languageLink = (next: string) => {
    const text = withLanguage(new URLSearchParams(search), next).toString();
    return `${paths.categories()}${text ? `?${text}` : ''}`;
  };

  return (
    <>
      <PageMeta title={t.title} description={t.description} />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-serif text-3xl font-bold">{t.title}</h1>
        <LanguagePicker value={language} onChange={setLanguage} linkFor={languageLink} />
      </div>
      {invalid !== undefined && (
        <p role="status" className="mb-4 rounded-md bg-paper-sunk px-4 py-2 text-sm">
          {t.invalid(invalid)}
        </p>
      )}
      {categories.isPending ? (
        <LoadingRegion label={t.loading}>
          <CategoryGridSkeleton />
        </LoadingRegion>
      ) : categories.isError ? (
        <ErrorState error={categories.error} onRetry={() => void categories.refetch()} />
      ) : categories.data.categories.length === 0 ? (
        <EmptyState title={filtered ? t.noneMatch : t.none} />
      ) : (
        <CategoryGrid
          categories={categories.data.categories}
          language={language}
          filters={headlineFiltersOf(filters)}
        />
      )}
      <CategoryFilters filters={filters} onChange={setFilter} />
    </>
  );
}
