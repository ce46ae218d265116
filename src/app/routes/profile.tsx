import type { LoaderFunctionArgs } from 'react-router-dom';
import { Link, useParams } from 'react-router-dom';
import { userDataQueryOptions } from '@/api/user-data';
import { EntityCard } from '@/features/people/components/entity-card';
import { PeopleInTheNews } from '@/features/people/components/people-in-the-news';
import { ProfileView, type ProfileActions } from '@/features/profile/components/profile-view';
import { paths } from '@/lib/paths';
import { getSettings, useSettings, USER_ID_PATTERN } from '@/lib/settings';
import { knowsReader, loaderClient, warm } from '../warm';
import { NotFoundPage } from '@/components/ui/page-states';
import { PageMeta } from '@/components/ui/page-meta';

/** The profile composes the people feature's cards (with Unfollow) and suggestions into its lists. */
const followActions = (language: string): ProfileActions => ({
  person: (person) => (
    <EntityCard kind="person" entity={{ ...person, pictureUrl: person.imageUrl }} mode="manage" />
  ),
  team: (team) => <EntityCard kind="team" entity={{ ...team, pictureUrl: team.logoUrl }} mode="manage" />,
  suggestions: <PeopleInTheNews language={language} />,
});

export function loader({ params, context }: LoaderFunctionArgs) {
  // `/profile` is the reader's own: the browser fills it in. `/user/:id` is anyone's, by its URL.
  const userId = params.id ?? (knowsReader(context) ? getSettings().userId : '');
  if (!USER_ID_PATTERN.test(userId)) return null;
  return warm(context, loaderClient(context).ensureQueryData(userDataQueryOptions(userId)));
}

/** `/profile` and `/user/:id`: a reader's follows, editable only for the current reader. */
export function Component() {
  const params = useParams();
  const settings = useSettings();
  const userId = params.id ?? settings.userId;
  const own = userId === settings.userId;

  // '' is a reader not yet known (the server's render of /profile): the page waits for the browser's id.
  if (userId !== '' && !USER_ID_PATTERN.test(userId)) {
    return <NotFoundPage title="Reader not found" what={`“${userId}” is not a user id.`} />;
  }

  return (
    <>
      <PageMeta title={own ? 'Your profile' : `Reader ${userId}`} noindex />
      <div className="mb-6 border-b border-rule pb-4">
        <h1 className="font-serif text-3xl font-bold">{own ? 'Your profile' : 'A reader’s follows'}</h1>
        {own ? (
          <p className="mt-2 text-ink-soft">
            The people and teams you follow. Their stories gather in{' '}
            <Link to={paths.home({ tab: 'following' })} className="text-accent underline underline-offset-4">
              Following
            </Link>{' '}
            on the front page. To see them on another device,{' '}
            <Link to={paths.settings()} className="text-accent underline underline-offset-4">
              copy your link in Settings
            </Link>
            .
          </p>
        ) : (
          <p className="mt-2 text-sm text-ink-soft">
            Read-only view of the follows of user id{' '}
            <code className="rounded bg-paper-sunk px-1 font-mono text-xs break-all">{userId}</code>.
          </p>
        )}
      </div>
      <ProfileView userId={userId} actions={own ? followActions(settings.language) : undefined} />
    </>
  );
}
