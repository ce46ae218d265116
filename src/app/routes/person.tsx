import { useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { useParams, useSearchParams } from 'react-router-dom';
import { userDataQueryOptions } from '@/api/user-data';
import { feedInfiniteQueryOptions, pageStart } from '@/features/feed/api';
import { FeedList } from '@/features/feed/components/feed-list';
import { feedView } from '@/features/feed/view';
import { personQueryOptions, type PersonFilters } from '@/features/people/api';
import { EntityPage, MoreStories, STORIES_FIRST } from '@/features/people/components/entity-page';
import { PersonHeader } from '@/features/people/components/person-header';
import { PersonRelated } from '@/features/people/components/person-related';
import { TopArticle } from '@/features/people/components/top-article';
import { WithPersonPicker } from '@/features/people/components/with-person-picker';
import { peoplePageMessages } from '@/features/people/page-messages';
import { companionsQueryOptions, withPersonFrom } from '@/features/people/with-person';
import { useMessages } from '@/lib/i18n';
import { getSettings, useSettings, type Settings } from '@/lib/settings';
import { knowsReader, loaderClient, warm } from '../warm';

/** The top article follows the feed's language and country in the URL, else the reader's defaults. */
function filtersFrom(search: URLSearchParams, settings: Settings): PersonFilters {
  const { language, countryCode } = feedView({ search, settings }).filters;
  return { language, countryCode };
}

/** The person as the URL asks; `?with=` narrows the top story to one that also names that person. */
function personOptionsFor(id: string, search: URLSearchParams, settings: Settings) {
  return personQueryOptions(id, { ...filtersFrom(search, settings), with: withPersonFrom(search) });
}

export function loader({ params, request, context }: LoaderFunctionArgs) {
  const settings = getSettings();
  const client = loaderClient(context);
  if (knowsReader(context)) warm(context, client.ensureQueryData(userDataQueryOptions(settings.userId)));
  return warm(
    context,
    client.ensureQueryData(personOptionsFor(params.id ?? '', new URL(request.url).searchParams, settings)),
    client.ensureInfiniteQueryData(
      feedInfiniteQueryOptions(
        personStories(params.id ?? '', new URL(request.url).searchParams, settings),
        pageStart(new URL(request.url).search),
      ),
    ),
    client.ensureQueryData(companionsQueryOptions(params.id ?? '')),
  );
}

/**
 * The person page's own feed: stories naming the person, in the language and country the top story
 * follows (the URL's, else the reader's) — what "Open as a feed" opens too.
 */
function personStories(id: string, search: URLSearchParams, settings: Settings) {
  return feedView({ search, settings, fixed: { person: [id] } }).filters;
}

export function Component() {
  const t = useMessages(peoplePageMessages);
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const settings = useSettings();
  const person = useQuery(personOptionsFor(id, search, settings));
  return (
    <EntityPage
      kind="person"
      id={id}
      query={person}
      header={(data) => <PersonHeader person={data} />}
      sections={(data) => (
        <section aria-labelledby="top-story" className="mt-4 sm:mt-6">
          <div className="mb-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <h2 id="top-story" className="font-serif text-xl font-semibold sm:text-2xl">
              {t.topStory}
            </h2>
            <WithPersonPicker personId={data.id} />
          </div>
          {data.topArticle ? (
            <TopArticle item={data.topArticle} />
          ) : (
            <p className="text-ink-soft">{t.noTopStory(data.name)}</p>
          )}
        </section>
      )}
      stories={(data) => (
        // The first few stories, then who they are in the news with; the top story is not repeated.
        <FeedList
          filters={personStories(data.id, search, settings)}
          label={t.storiesAbout(data.name)}
          limit={STORIES_FIRST}
          exclude={data.topArticle?.contentId}
          more={<MoreStories kind="person" id={data.id} name={data.name} />}
        />
      )}
      related={(data) => <PersonRelated personId={data.id} personName={data.name} />}
    />
  );
}
