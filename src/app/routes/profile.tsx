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
import { namespace, useMessages } from '@/lib/i18n';
import { NeedsJavaScript } from '@/components/ui/needs-javascript';
import { frameMessages } from '../messages';
import type { Messages } from './profile.en';

const messages = namespace<Messages>('app/routes/profile');

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
  const t = useMessages(messages);
  const frame = useMessages(frameMessages);
  const params = useParams();
  const settings = useSettings();
  const userId = params.id ?? settings.userId;
  const own = userId === settings.userId;

  // '' is a reader not yet known (the server's render of /profile): the page waits for the browser's id.
  if (userId !== '' && !USER_ID_PATTERN.test(userId)) {
    return <NotFoundPage title={t.notFound} what={t.notAnId(userId)} />;
  }

  return (
    <>
      <PageMeta title={own ? t.yourProfile : t.reader(userId)} noindex />
      <div className="mb-6 border-b border-rule pb-4">
        <h1 className="font-serif text-3xl font-bold">{own ? t.yourProfile : t.othersFollows}</h1>
        {own ? (
          <p className="mt-2 text-ink-soft">
            {t.intro.before}{' '}
            <Link to={paths.home({ tab: 'following' })} className="text-accent underline underline-offset-4">
              {t.intro.following}
            </Link>{' '}
            {t.intro.middle}{' '}
            <Link to={paths.settings()} className="text-accent underline underline-offset-4">
              {t.intro.link}
            </Link>
            {t.intro.after}
          </p>
        ) : (
          <p className="mt-2 text-sm text-ink-soft">
            {t.readOnly}{' '}
            <code className="rounded bg-paper-sunk px-1 font-mono text-xs break-all">{userId}</code>.
          </p>
        )}
      </div>
      {own ? (
        // The reader's own follows come from this browser's id: without scripts there is none to ask with.
        <NeedsJavaScript note={frame.followsNeedJavaScript}>
          <ProfileView userId={userId} actions={followActions(settings.language)} />
        </NeedsJavaScript>
      ) : (
        <ProfileView userId={userId} />
      )}
    </>
  );
}
