// The feed's cards, composed with the reading and people features: read marks, "Save for later",
// and names that open their card.
import { useMemo, type ReactNode } from 'react';
import type { ContentItem, EntityRef } from '@/api/schemas';
import { StoryExtrasProvider, type StoryExtras } from '@/features/feed/story-extras';
import { SaveButton } from '@/features/reading/components/save-button';
import { markRead } from '@/features/reading/store';
import { useReadIds } from '@/features/reading/use-read';
import { NameCard } from '@/features/people/components/name-card';

const saveAction = (item: ContentItem) => <SaveButton item={item} />;
// Not `./follow-actions`' `nameCard`: that module brings the follow buttons, which no card of the feed draws
// until a name's card is opened (and that card loads them itself).
const plainNameCard = (kind: 'person' | 'team', ref: EntityRef) => <NameCard kind={kind} entity={ref} />;

export function ReadingExtras({ children }: { children: ReactNode }) {
  const read = useReadIds();
  const value = useMemo<StoryExtras>(
    () => ({ isRead: (id) => read.has(id), markRead, storyAction: saveAction, entityName: plainNameCard }),
    [read],
  );
  return <StoryExtrasProvider value={value}>{children}</StoryExtrasProvider>;
}
