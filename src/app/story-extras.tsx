// The feed's cards, composed with the reading and people features: read marks, "Save for later",
// and names that open their card.
import { useMemo, type ReactNode } from 'react';
import type { ContentItem } from '@/api/schemas';
import { StoryExtrasProvider, type StoryExtras } from '@/features/feed/story-extras';
import { SaveButton } from '@/features/reading/components/save-button';
import { markRead } from '@/features/reading/store';
import { useReadIds } from '@/features/reading/use-read';
import { nameCard } from './follow-actions';

const saveAction = (item: ContentItem) => <SaveButton item={item} />;
const plainNameCard = nameCard('plain');

export function ReadingExtras({ children }: { children: ReactNode }) {
  const read = useReadIds();
  const value = useMemo<StoryExtras>(
    () => ({ isRead: (id) => read.has(id), markRead, storyAction: saveAction, entityName: plainNameCard }),
    [read],
  );
  return <StoryExtrasProvider value={value}>{children}</StoryExtrasProvider>;
}
