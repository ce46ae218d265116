import { Avatar } from '@/components/ui/avatar';
import { sportLabel, uiMessages } from '@/components/ui/messages';
import { countryName } from '@/lib/countries';
import { useInterfaceLanguage, useMessages } from '@/lib/i18n';
import type { Team } from '@/api/schemas';
import { peoplePageMessages } from '../page-messages';
import { FollowTeamButton } from './follow-button';

export function TeamHeader({ team }: { team: Team }) {
  const language = useInterfaceLanguage();
  const t = useMessages(peoplePageMessages);
  const { sports } = useMessages(uiMessages);
  const facts = [
    { term: t.sport, value: sportLabel(sports, team.sportType) },
    { term: t.competition, value: team.competitionName },
    { term: t.country, value: team.country ? countryName(team.country, language) : undefined },
  ].filter((fact): fact is { term: string; value: string } => Boolean(fact.value));
  return (
    // Compact on a phone, as a person's: the page's stories start within its first screen.
    <header className="flex items-start gap-4 border-b border-rule pb-4 sm:gap-5 sm:pb-6">
      <Avatar
        name={team.name}
        url={team.logoUrl}
        size={112}
        shape="square"
        eager
        className="max-sm:size-16! max-sm:text-2xl!"
      />
      <div className="min-w-0 flex-1">
        <h1 className="font-serif text-2xl leading-tight font-bold sm:text-4xl">{team.name}</h1>
        {facts.length > 0 && (
          <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm sm:mt-2 sm:gap-x-6 sm:gap-y-1">
            {facts.map((fact) => (
              <div key={fact.term} className="flex gap-1.5">
                <dt className="text-ink-muted">{fact.term}</dt>
                <dd className="font-medium">{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {team.description && (
          <p className="mt-2 line-clamp-2 max-w-prose text-sm text-ink-soft sm:mt-3 sm:line-clamp-none sm:text-base">
            {team.description}
          </p>
        )}
        <div className="mt-3 sm:mt-4">
          <FollowTeamButton team={team} />
        </div>
      </div>
    </header>
  );
}
