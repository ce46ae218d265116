import type { LoaderFunctionArgs } from 'react-router-dom';
import { redirect, useSearchParams } from 'react-router-dom';
import { categoryListQueryOptions } from '@/features/categories/api';
import { useInfiniteQuery } from '@tanstack/react-query';
import { feedInfiniteQueryOptions } from '@/features/feed/api';
import { FilterableFeed } from '@/features/feed/components/filterable-feed';
import { portableView } from '@/features/feed/portable-view';
import { followablesIn } from '@/features/feed/followable';
import { storyNamer } from '@/features/feed/story-names';
import { LocalFollowButton, MuteProviderButton } from '@/components/ui/local-follow';
import { feedTitle } from '@/features/feed/title';
import { SaveViewButton } from '@/features/views/components/save-view-button';
import { feedView, useFeedView } from '@/features/feed/view';
import { contentLanguageOr } from '@/lib/languages';
import { paths } from '@/lib/paths';
import { getSettings, useSettings } from '@/lib/settings';
import { searchPath } from '../frame/header-search';
import { SearchEmpty, SearchLead, searchedWords } from '../search-results';
import { loadedEntityCard, loadEntityCard } from '@/features/people/components/name-card';

import { categoryNamesLanguage, useCategoryChoices } from '../use-category-choices';
import { loaderClient, warm } from '../warm';
import { PageMeta } from '@/components/ui/page-meta';
import { interfaceLanguage, namespace, useMessages } from '@/lib/i18n';
import type { Messages } from './feed.en';

const messages = namespace<Messages>('app/routes/feed');

/**
 * A search's results lead with the card of the person or team its words name (../search-results), whose
 * module (with the follow control) only a search loads: before the page renders, on the server and in the
 * browser (docs/decisions/0060).
 */
function searchCard(shown: ReturnType<typeof feedView>['shown']): Promise<unknown> | undefined {
  return searchedWords(shown) && !loadedEntityCard() ? loadEntityCard() : undefined;
}

/** What the first render of the address being hydrated needs beyond this module (the router's `loadRouteModules`). */
export function beforeHydration(search: string): Promise<unknown> | undefined {
  return searchCard(feedView({ search, settings: getSettings() }).shown);
}

export function loader({ request, context }: LoaderFunctionArgs) {
  // The header's search as the browser sends it before the app runs (or without JavaScript): `?q=`,
  // answered with the search's own address (server and browser alike).
  const search = new URL(request.url).searchParams;
  const query = search.get('q');
  if (query !== null) throw redirect(searchPath(query) ?? paths.feed());
  const settings = getSettings();
  const client = loaderClient(context);
  const { filters, start, shown } = feedView({ search, settings });
  // The filter panel's categories, named in the reader's language (see useCategoryChoices).
  const language = contentLanguageOr(filters.language, settings.language);
  const names = categoryNamesLanguage(language, interfaceLanguage());
  const data = warm(
    context,
    client.ensureInfiniteQueryData(feedInfiniteQueryOptions(filters, start)),
    client.ensureQueryData(categoryListQueryOptions(language)),
    ...(names === undefined ? [] : [client.ensureQueryData(categoryListQueryOptions(names))]),
  );
  // The search's card is waited for whatever the data's budget: the page renders nothing that suspends.
  const card = searchCard(shown);
  return card ? Promise.all([card, data]).then(() => null) : data;
}

export function Component() {
  const t = useMessages(messages);
  const [search] = useSearchParams();
  const settings = useSettings();
  const language = search.get('language');
  const categoryChoices = useCategoryChoices(contentLanguageOr(language, settings.language));
  const { shown, filters, start } = useFeedView();
  // A person, team or provider in the URL is named by the feed's own stories (each names them): the
  // same cache entry on the server and in the browser, so the heading hydrates unchanged.
  const { data } = useInfiniteQuery(feedInfiniteQueryOptions(filters, start));
  const searched = searchedWords(shown);
  const namer = storyNamer(data?.pages[0]?.content);
  const categoryName = (english: string) =>
    categoryChoices.find((choice) => choice.value.toLowerCase() === english.toLowerCase())?.label ?? english;
  // A view about one provider, topic or category is that one's page: follow it (and mute a provider) here.
  const followables = followablesIn(shown);
  const about = followables.length === 1 ? followables[0] : undefined;
  const aboutTarget = about && {
    id: about.id,
    name: about.kind === 'category' ? categoryName(about.id) : namer(about.id, about.filter),
  };
  const title = feedTitle(shown, categoryName, undefined, namer);
  return (
    <>
      <PageMeta title={title} description={t.description(title)} />
      {/* The button is in the server's HTML (unpressed until the app knows the reader's views): nothing moves. */}
      <div className="mb-6 flex items-start justify-between gap-x-4 gap-y-3 sm:flex-wrap sm:items-center">
        <h1 className="min-w-0 font-serif text-3xl font-bold break-words sm:text-4xl">{title}</h1>
        <SaveViewButton feed={portableView(shown)} name={title} />
      </div>
      {about && aboutTarget && (
        <div className="-mt-3 mb-5 flex flex-wrap items-center gap-2">
          <LocalFollowButton kind={about.kind} target={aboutTarget} />
          {about.kind === 'provider' && <MuteProviderButton target={aboutTarget} />}
        </div>
      )}
      {searched && <SearchLead items={data?.pages[0]?.content ?? []} query={searched} />}
      <FilterableFeed
        categoryChoices={categoryChoices}
        emptyMessage={searched ? <SearchEmpty query={searched} /> : undefined}
      />
    </>
  );
}
