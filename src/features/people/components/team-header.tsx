import type { Team } from '@/api/schemas';
import { sportName } from '../api';
import { FollowTeamButton } from './follow-button';

function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

export function TeamLogo({ name, url, size }: { name: string; url: string | undefined; size: number }) {
  if (url) {
    return (
      <img
        src={url}
        alt=""
        width={size}
        height={size}
        style={{ width: size, height: size }}
        className="shrink-0 rounded-lg border border-rule bg-paper-raised object-contain p-1"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size, fontSize: size / 2.6 }}
      className="inline-flex shrink-0 items-center justify-center rounded-lg border border-rule bg-paper-sunk font-serif font-semibold text-ink-soft"
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

export function TeamHeader({ team }: { team: Team }) {
  const facts = [
    { term: 'Sport', value: sportName(team.sportType) },
    { term: 'Competition', value: team.competitionName },
    { term: 'Country', value: team.country ? countryName(team.country) : undefined },
  ].filter((fact): fact is { term: string; value: string } => Boolean(fact.value));
  return (
    <header className="flex flex-col gap-5 border-b border-rule pb-6 sm:flex-row sm:items-start">
      <TeamLogo name={team.name} url={team.logoUrl} size={112} />
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
