import type { EntityRef } from '@/api/schemas';
import { FollowPersonButton, FollowTeamButton } from '@/features/people/components/follow-button';
import { NameCard, type NameCardLook } from '@/features/people/components/name-card';

/**
 * What stands next to a person or team chip in feeds and articles: a follow button.
 * Features do not know each other, so the app hands this to the feed and article views.
 */
export function followAction(kind: 'person' | 'team', ref: EntityRef) {
  return kind === 'person' ? (
    <FollowPersonButton person={ref} size="sm" />
  ) : (
    <FollowTeamButton team={ref} size="sm" />
  );
}

/** A person or team's name in feeds and articles: it opens their card (picture, role, follow). */
export function nameCard(look: NameCardLook) {
  return (kind: 'person' | 'team', ref: EntityRef) => <NameCard kind={kind} entity={ref} look={look} />;
}
