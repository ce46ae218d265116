// What other features add to every story card (read marks, a save button). Features do not
// import each other, so the app provides these once, around every page.
import { createContext, useContext, type ReactNode } from 'react';
import type { ContentItem, EntityRef } from '@/api/schemas';

export interface StoryExtras {
  isRead: (contentId: string) => boolean;
  /** The reader opened these stories. */
  markRead: (contentIds: readonly string[]) => void;
  /** A control beside the story's title (the app puts "Save for later" there). */
  storyAction?: (item: ContentItem) => ReactNode;
  /** A person or team's name on a card (the app makes it open their name card). */
  entityName?: (kind: 'person' | 'team', ref: EntityRef) => ReactNode;
}

const NONE: StoryExtras = { isRead: () => false, markRead: () => {} };
const StoryExtrasContext = createContext<StoryExtras>(NONE);

export const StoryExtrasProvider = StoryExtrasContext.Provider;
export const useStoryExtras = () => useContext(StoryExtrasContext);
