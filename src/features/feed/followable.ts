// What in a feed's view the reader can follow in this browser: its providers, topics (not a search's
// words) and categories. One value is offered on the page beside its title; several, each on its chip.
import type { FollowKind } from '@/lib/follows';
import { isExtendedTopic, type FeedFilters } from './filter-table';

export interface Followable {
  kind: FollowKind;
  /** The filter the value is in, and the value as the URL holds it. */
  filter: 'vendor' | 'topic' | 'category';
  id: string;
}

export function followablesIn(filters: FeedFilters): Followable[] {
  return [
    ...(filters.vendor ?? []).map((id) => ({ kind: 'provider' as const, filter: 'vendor' as const, id })),
    ...(filters.topic ?? [])
      .filter((id) => !isExtendedTopic(id))
      .map((id) => ({ kind: 'topic' as const, filter: 'topic' as const, id })),
    ...(filters.category ?? []).map((id) => ({ kind: 'category' as const, filter: 'category' as const, id })),
  ];
}
