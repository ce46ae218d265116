// The profile's filters, kept in its URL: sport type and competition (named from one of its teams).
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { TeamRef } from '@/api/schemas';
import { uiMessages } from '@/components/ui/messages';
import { SelectField } from '@/components/ui/select-field';
import { useInterfaceLanguage, useMessages } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useSearchControls } from '@/lib/search-controls';
import { competitionNameQueryOptions, hasProfileFilters, SPORT_CHOICES, type ProfileFilters } from '../api';
import { profileMessages } from '../messages';

export function FilterBar({
  filters,
  teams,
}: {
  filters: ProfileFilters;
  /** The reader's followed teams (unfiltered): the competitions to choose from. */
  teams: readonly TeamRef[];
}) {
  const language = useInterfaceLanguage();
  const t = useMessages(profileMessages);
  const { sports } = useMessages(uiMessages);
  const [, setSearch] = useSearchControls();

  // One team per competition, to ask the team operation for the competition's name.
  const competitions = new Map<number, TeamRef>();
  for (const team of teams) {
    if (team.competitionId === undefined || competitions.has(team.competitionId)) continue;
    if (filters.sportType !== undefined && team.sportType !== filters.sportType) continue;
    competitions.set(team.competitionId, team);
  }
  const entries = [...competitions.entries()];
  const names = useQueries({
    queries: entries.map(([, team]) => competitionNameQueryOptions(team.id)),
  });
  const choices = entries
    .map(([id, team], index) => ({ id, label: names[index]?.data ?? t.competitionOf(team.name) }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
  if (filters.competitionId !== undefined && !competitions.has(filters.competitionId)) {
    choices.push({ id: filters.competitionId, label: t.competitionNumber(filters.competitionId) });
  }

  const set = (name: 'sportType' | 'competitionId', value: string) =>
    setSearch((next) => {
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  return (
    <div className="flex flex-wrap items-end gap-4">
      <SelectField
        label={t.sport}
        value={filters.sportType ?? ''}
        onChange={(value) => set('sportType', value)}
      >
        <option value="">{t.allSports}</option>
        {SPORT_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {sports[choice.value]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t.competition}
        value={filters.competitionId ?? ''}
        onChange={(value) => set('competitionId', value)}
      >
        <option value="">{t.allCompetitions}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </SelectField>
      {hasProfileFilters(filters) && (
        <Link
          to={paths.profile()}
          onClick={(event) => {
            // Clear on this page (own profile or another reader's) rather than jump to /profile.
            event.preventDefault();
            setSearch(new URLSearchParams());
          }}
          className="inline-flex min-h-10 items-center text-sm font-medium text-accent underline underline-offset-4"
        >
          {t.clear}
        </Link>
      )}
    </div>
  );
}
