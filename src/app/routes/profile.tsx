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
import { defineMessages, useMessages } from '@/lib/i18n';
import { NeedsJavaScript } from '@/components/ui/needs-javascript';
import { frameMessages } from '../messages';

const messages = defineMessages({
  en: {
    notFound: 'Reader not found',
    notAnId: (value: string) => `“${value}” is not a user id.`,
    yourProfile: 'Your profile',
    reader: (id: string) => `Reader ${id}`,
    othersFollows: 'A reader’s follows',
    intro: {
      before: 'The people and teams you follow. Their stories gather in',
      following: 'Following',
      middle: 'on the front page. To see them on another device,',
      link: 'copy your link in Settings',
      after: '.',
    },
    readOnly: 'Read-only view of the follows of user id',
  },
  es: {
    notFound: 'Lector no encontrado',
    notAnId: (value: string) => `“${value}” no es un id de usuario.`,
    yourProfile: 'Tu perfil',
    reader: (id: string) => `Lector ${id}`,
    othersFollows: 'A quién sigue este lector',
    intro: {
      before: 'Las personas y los equipos que sigues. Sus noticias se reúnen en',
      following: 'Siguiendo',
      middle: 'en la portada. Para verlos en otro dispositivo,',
      link: 'copia tu enlace en Ajustes',
      after: '.',
    },
    readOnly: 'Vista de solo lectura de las personas y equipos que sigue el id de usuario',
  },
  pt: {
    notFound: 'Leitor não encontrado',
    notAnId: (value: string) => `“${value}” não é um id de usuário.`,
    yourProfile: 'Seu perfil',
    reader: (id: string) => `Leitor ${id}`,
    othersFollows: 'Quem este leitor segue',
    intro: {
      before: 'As pessoas e os times que você segue. As notícias deles ficam reunidas em',
      following: 'Seguindo',
      middle: 'na primeira página. Para vê-los em outro dispositivo,',
      link: 'copie seu link em Ajustes',
      after: '.',
    },
    readOnly: 'Visualização somente leitura das pessoas e times seguidos pelo id de usuário',
  },
});

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
