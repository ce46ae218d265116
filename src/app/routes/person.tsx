import { FeedList } from '@/features/feed/components/feed-list';
import { useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '@/api/client';
import { userDataQueryOptions } from '@/api/user-data';
import { LoadingRegion } from '@/components/ui/skeleton';
import { personQueryOptions, type PersonFilters } from '@/features/people/api';
import { PersonHeader, ProfileHeaderSkeleton } from '@/features/people/components/person-header';
import { TopArticle } from '@/features/people/components/top-article';
import { WithPersonPicker } from '@/features/people/components/with-person-picker';
import { personWithQueryOptions, withPersonFrom } from '@/api/person-with';
import { paths } from '@/lib/paths';
import { getSettings, useSettings, type Settings } from '@/lib/settings';
import { FailedPage, NotFoundPage } from '../page-states';
import { queryClient } from '../query-client';
import { followAction } from '../follow-actions';

/** The top article follows the feed's filters in the URL, else the reader's defaults. */
function filtersFrom(search: URLSearchParams, settings: Settings): PersonFilters {
  const language = search.get('language') ?? settings.language;
  const countryCode = search.get('countryCode') ?? settings.country;
  return {
    language: /^[a-z]{2}$/i.test(language) ? language.toLowerCase() : undefined,
    countryCode: /^[a-z]{2}$/i.test(countryCode) ? countryCode.toUpperCase() : undefined,
  };
}

export function loader({ params, request }: LoaderFunctionArgs) {
  const settings = getSettings();
  const id = params.id ?? '';
  void queryClient.prefetchQuery(
    personQueryOptions(id, filtersFrom(new URL(request.url).searchParams, settings)),
  );
  void queryClient.prefetchQuery(userDataQueryOptions(settings.userId));
  return null;
}

export function Component() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const settings = useSettings();
  const withId = withPersonFrom(search);
  const plainQuery = useQuery({ ...personQueryOptions(id, filtersFrom(search, settings)), enabled: !withId });
  const withQuery = useQuery({
    ...personWithQueryOptions(id, withId ?? '', filtersFrom(search, settings)),
    enabled: withId !== undefined,
  });
  const personQuery = withId ? withQuery : plainQuery;

  if (personQuery.error instanceof ApiError && personQuery.error.isNotFound) {
    return <NotFoundPage title="Person not found" what={`There is no person with the id or name “${id}”.`} />;
  }

  if (personQuery.isError) {
    return (
      <FailedPage heading="Person" error={personQuery.error} onRetry={() => void personQuery.refetch()} />
    );
  }

  if (personQuery.isPending) {
    return (
      <LoadingRegion label="Loading person">
        <ProfileHeaderSkeleton />
      </LoadingRegion>
    );
  }

  const person = personQuery.data;
  return (
    <>
      <title>{`${person.name} · Gazette`}</title>
      <PersonHeader person={person} />
      <section aria-labelledby="top-story" className="mt-8">
        <h2 id="top-story" className="mb-3 font-serif text-2xl font-semibold">
          Top story
        </h2>
        <WithPersonPicker personId={person.id} />
        {person.topArticle ? (
          <TopArticle item={person.topArticle} />
        ) : (
          <p className="text-ink-soft">No story about {person.name} matches the current filters.</p>
        )}
      </section>
      <section aria-labelledby="person-stories" className="mt-10">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="person-stories" className="font-serif text-2xl font-semibold">
            Stories about {person.name}
          </h2>
          <Link
            to={paths.feed({ person: person.id })}
            className="text-sm font-medium text-accent underline underline-offset-4"
          >
            Open as a feed
          </Link>
        </div>
        <FeedList
          filters={{ person: [person.id] }}
          label={`Stories about ${person.name}`}
          entityAction={followAction}
        />
      </section>
    </>
  );
}
