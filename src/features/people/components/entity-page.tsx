// The frame of a person's and a team's page: loading, not found and failure, the header, the
// sections in between, and the stories about them with a link to open those as a feed.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ApiError } from '@/api/client';
import { buttonClasses } from '@/components/ui/button';
import { FailedPage, NotFoundPage } from '@/components/ui/page-states';
import { LoadingRegion } from '@/components/ui/skeleton';
import { useMessages } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { peopleMessages } from '../messages';
import { peoplePageMessages } from '../page-messages';
import { ProfileHeaderSkeleton } from './person-header';
import { PageMeta } from '@/components/ui/page-meta';

/** How many stories a person's or team's page leads with before who else is in the news with them. */
export const STORIES_FIRST = 6;

/** After a page's first stories: the whole feed of them. */
export function MoreStories({ kind, id, name }: { kind: 'person' | 'team'; id: string; name: string }) {
  const t = useMessages(peoplePageMessages);
  return (
    <Link to={paths.feed({ [kind]: id })} className={buttonClasses('secondary')}>
      {t.moreStoriesAbout(name)}
    </Link>
  );
}

/** What the page needs of a person or a team. */
type EntityLike = { id: string; name: string; description?: string; imageUrl?: string; logoUrl?: string };

export interface EntityPageProps<T extends EntityLike> {
  kind: 'person' | 'team';
  /** The id or name the URL gave. */
  id: string;
  query: UseQueryResult<T>;
  header: (entity: T) => ReactNode;
  /** Sections between the header and the stories (a person's top story). */
  sections?: (entity: T) => ReactNode;
  /** Sections after the first stories (who else is in the news with them): the page leads with stories. */
  related?: (entity: T) => ReactNode;
  /** Controls beside the stories' heading (e.g. a picker that narrows them). */
  storiesControls?: (entity: T) => ReactNode;
  /** The stories about the entity: the app hands in the feed (features do not import each other). */
  stories: (entity: T) => ReactNode;
}

export function EntityPage<T extends EntityLike>({
  kind,
  id,
  query,
  header,
  sections,
  related,
  storiesControls,
  stories,
}: EntityPageProps<T>) {
  const t = useMessages(peopleMessages);
  const tp = useMessages(peoplePageMessages);
  const words =
    kind === 'person'
      ? { heading: t.person, loading: tp.loadingPerson, notFound: tp.personNotFound, none: tp.noPerson }
      : { heading: t.team, loading: tp.loadingTeam, notFound: tp.teamNotFound, none: tp.noTeam };
  if (query.error instanceof ApiError && query.error.isNotFound) {
    return <NotFoundPage title={words.notFound} what={words.none(id)} />;
  }
  if (query.isError) {
    return <FailedPage heading={words.heading} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.isPending) {
    return (
      <LoadingRegion label={words.loading}>
        <ProfileHeaderSkeleton />
      </LoadingRegion>
    );
  }

  const entity = query.data;
  const headingId = `${kind}-stories`;
  return (
    <>
      <PageMeta
        title={entity.name}
        description={entity.description ?? tp.aboutDescription(entity.name)}
        image={entity.imageUrl ?? entity.logoUrl}
        type="profile"
      />
      {header(entity)}
      {sections?.(entity)}
      <section aria-labelledby={headingId} className="mt-5 sm:mt-8">
        <div className="mb-1 flex flex-wrap items-baseline justify-between gap-x-2">
          <h2 id={headingId} className="font-serif text-xl font-semibold sm:text-2xl">
            {tp.storiesAbout(entity.name)}
          </h2>
          {storiesControls?.(entity)}
          <Link
            to={paths.feed({ [kind]: entity.id })}
            className="text-sm font-medium text-accent underline underline-offset-4"
          >
            {tp.openAsFeed}
          </Link>
        </div>
        {stories(entity)}
      </section>
      {related?.(entity)}
    </>
  );
}
