// A few persons and teams in the news as small cards with a follow toggle: the welcome's way to start
// a Following tab, in one row that scrolls sideways. Pictures come once the browser has taken over the page
// and had an idle moment (the cards keep their size meanwhile): six requests and their answers are not part
// of the tasks that hydrate the page. The follow toggles load what runs them at the reader's first reach for
// one (follow-button-on-intent.tsx, decision 0062).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { EntityRef } from '@/api/schemas';
import { Avatar } from '@/components/ui/avatar';
import { Skeleton } from '@/components/ui/skeleton';
import { getConfig } from '@/lib/config';
import { useMessages } from '@/lib/i18n';
import { useIdleAfterHydration } from '@/lib/hydrated';
import { peopleInTheNewsQueryOptions, teamsInTheNewsQueryOptions } from '@/lib/mentions';
import { paths } from '@/lib/paths';
import { personQueryOptions, teamQueryOptions } from '../api';
import type { FollowKind } from '../follow';
import { peopleMessages } from '../messages';
import { FollowButtonOnIntent } from './follow-button-on-intent';

/** How many of each are offered. */
const PERSONS = 3;
const TEAMS = 3;

/** Starts the queries the suggestions read (a route loader warms them). */
export const warmFollowSuggestions = (client: QueryClient, language: string) => [
  client.ensureQueryData(peopleInTheNewsQueryOptions(language)),
  client.ensureQueryData(teamsInTheNewsQueryOptions(language)),
];

function usePicture(kind: FollowKind, id: string, wanted: boolean): string | undefined {
  const person = useQuery({ ...personQueryOptions(id), enabled: wanted && kind === 'person' });
  const team = useQuery({ ...teamQueryOptions(id), enabled: wanted && kind === 'team' });
  return kind === 'person' ? person.data?.imageUrl : team.data?.logoUrl;
}

function SuggestionCard({
  kind,
  entity,
  pictures,
}: {
  kind: FollowKind;
  entity: EntityRef;
  pictures: boolean;
}) {
  const t = useMessages(peopleMessages);
  const picture = usePicture(kind, entity.id, pictures);
  const to = paths.entity(kind, entity.id);
  return (
    <li className="relative flex h-16 w-56 shrink-0 snap-start items-center gap-2 rounded-lg border border-rule bg-paper px-2 sm:w-60">
      <Avatar name={entity.name} url={picture} size={40} shape={kind === 'team' ? 'square' : 'round'} />
      <div className="min-w-0 flex-1">
        <Link
          to={to}
          className="line-clamp-2 text-sm leading-tight font-medium hover:underline focus-visible:underline"
        >
          {entity.name}
        </Link>
        <p className="text-xs text-ink-muted">{kind === 'person' ? t.person : t.team}</p>
      </div>
      <FollowButtonOnIntent target={{ kind, id: entity.id, name: entity.name }} size="sm" />
    </li>
  );
}

export function FollowSuggestions({ language, labelledBy }: { language: string; labelledBy: string }) {
  const persons = useQuery(peopleInTheNewsQueryOptions(language));
  const teams = useQuery(teamsInTheNewsQueryOptions(language));
  const canFollowTeams = getConfig().features.teamFollow;
  const pictures = useIdleAfterHydration();
  if (persons.isPending || (canFollowTeams && teams.isPending)) {
    return (
      <div className="flex gap-2 overflow-hidden" aria-busy="true" aria-labelledby={labelledBy}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-16 w-56 shrink-0 sm:w-60" />
        ))}
      </div>
    );
  }
  const suggestions: { kind: FollowKind; entity: EntityRef }[] = [
    ...(persons.data ?? []).slice(0, PERSONS).map((entity) => ({ kind: 'person' as const, entity })),
    ...(canFollowTeams ? (teams.data ?? []) : [])
      .slice(0, TEAMS)
      .map((entity) => ({ kind: 'team' as const, entity })),
  ];
  if (suggestions.length === 0) return null;
  return (
    <ul
      aria-labelledby={labelledBy}
      className="relative flex max-w-full min-w-0 snap-x gap-2 overflow-x-auto pb-1"
    >
      {suggestions.map(({ kind, entity }) => (
        <SuggestionCard key={`${kind}:${entity.id}`} kind={kind} entity={entity} pictures={pictures} />
      ))}
    </ul>
  );
}
