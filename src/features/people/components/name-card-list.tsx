// Persons or teams as rows: the name opens its card, and a follow toggle stands beside it.
import type { EntityRef } from '@/api/schemas';
import type { FollowKind } from '../follow';
import { FollowPersonButton, FollowTeamButton } from './follow-button';
import { NameCard } from './name-card';

export function NameCardList({
  kind,
  entities,
  headingLevel = 3,
}: {
  kind: FollowKind;
  entities: readonly EntityRef[];
  /** The cards' heading level, one below the section the list is in. */
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {entities.map((entity) => (
        <li
          key={entity.id}
          className="flex items-center justify-between gap-3 rounded-lg border border-rule bg-paper-raised px-4 py-3"
        >
          <NameCard kind={kind} entity={entity} headingLevel={headingLevel} />
          {kind === 'person' ? (
            <FollowPersonButton person={entity} size="sm" />
          ) : (
            <FollowTeamButton team={entity} size="sm" />
          )}
        </li>
      ))}
    </ul>
  );
}
