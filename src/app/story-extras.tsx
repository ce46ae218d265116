// The feed's cards, composed with the reading feature: read marks and "Save for later".
import { useMemo, type ReactNode } from 'react';
import type { ContentItem } from '@/api/schemas';
import { StoryExtrasProvider, type StoryExtras } from '@/features/feed/story-extras';
import { SaveButton } from '@/features/reading/components/save-button';
import { markRead } from '@/features/reading/store';
import { useReadIds } from '@/features/reading/use-read';

const saveAction = (item: ContentItem) => <SaveButton item={item} />;

export function ReadingExtras({ children }: { children: ReactNode }) {
  const read = useReadIds();
  const value = useMemo<StoryExtras>(
    () => ({ isRead: (id) => read.has(id), markRead, storyAction: saveAction }),
    [read],
  );
  return <StoryExtrasProvider value={value}>{children}</StoryExtrasProvider>;
}
