import { Avatar } from '@/components/ui/avatar';
import { sportLabel, uiMessages } from '@/components/ui/messages';
import { countryName } from '@/lib/countries';
import { useInterfaceLanguage, useMessages } from '@/lib/i18n';
import type { Team } from '@/api/schemas';
import { peopleMessages } from '../messages';
import { FollowTeamButton } from './follow-button';

export function TeamHeader({ team }: { team: Team }) {
  const language = useInterfaceLanguage();
  const t = useMessages(peopleMessages);
  const { sports } = useMessages(uiMessages);
  const facts = [
    { term: t.sport, value: sportLabel(sports, team.sportType) },
    { term: t.competition, value: team.competitionName },
    { term: t.country, value: team.country ? countryName(team.country, language) : undefined },
  ].filter((fact): fact is { term: string; value: string } => Boolean(fact.value));
  return (
    <header className="flex flex-col gap-5 border-b border-rule pb-6 sm:flex-row sm:items-start">
      <Avatar name={team.name} url={team.logoUrl} size={112} shape="square" eager />
      <div className="min-w-0 flex-1">
        <h1 className="font-serif text-3xl leading-tight font-bold sm:text-4xl">{team.name}</h1>
        {facts.length > 0 && (
          <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
            {facts.map((fact) => (
              <div key={fact.term} className="flex gap-1.5">
                <dt className="text-ink-muted">{fact.term}</dt>
                <dd className="font-medium">{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {team.description && <p className="mt-3 max-w-prose text-ink-soft">{team.description}</p>}
        <div className="mt-4">
          <FollowTeamButton team={team} />
        </div>
      </div>
    </header>
  );
}
