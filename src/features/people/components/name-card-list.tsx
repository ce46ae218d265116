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
    // One column on a phone, never wider than the screen (a long name is cut, its Follow button stays whole).
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-3">
      {entities.map((entity) => (
        <li
          key={entity.id}
          className="flex min-w-0 items-center justify-between gap-3 rounded-lg border border-rule bg-paper-raised px-3 py-2 sm:px-4 sm:py-3"
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
