// What the reader has opened and saved: kept in this browser only, never sent to the server.
import type { ContentItem } from '@/api/schemas';
import { createLocalStore } from '@/lib/local-store';
import { toSavedStory, type SavedStory } from './saved-story';

export type { SavedStory };

/** Read marks kept; the oldest go first (a reader does not scroll back thousands of stories). */
export const MAX_READ = 2000;
export const MAX_SAVED = 500;

const listOf = (raw: unknown): readonly unknown[] => (Array.isArray(raw) ? raw : []);

export const readStore = createLocalStore<readonly string[]>('gazette.read', (raw) => {
  const list = listOf(raw);
  // Read marks are ids: a list with anything else in it was not written by this app, and is dropped whole.
  return list.every((id) => typeof id === 'string') ? (list as string[]).slice(-MAX_READ) : [];
});

/** Newest save first; entries that no longer parse are dropped, not fatal. */
export const savedStore = createLocalStore<readonly SavedStory[]>('gazette.saved', (raw) =>
  listOf(raw)
    .flatMap((entry) => {
      const story = toSavedStory(entry);
      return story ? [story] : [];
    })
    .slice(0, MAX_SAVED),
);

export function markRead(ids: readonly string[]): void {
  readStore.set((current) => {
    const fresh = ids.filter((id) => !current.includes(id));
    return fresh.length === 0 ? current : [...current, ...fresh].slice(-MAX_READ);
  });
}

/** Marks a story read, or unread if it was: whether it is read now. */
export function toggleRead(contentId: string): boolean {
  const read = !readStore.get().includes(contentId);
  readStore.set((current) =>
    read ? [...current, contentId].slice(-MAX_READ) : current.filter((id) => id !== contentId),
  );
  return read;
}

export function isSaved(contentId: string): boolean {
  return savedStore.get().some((story) => story.contentId === contentId);
}

/** Saves a story, or unsaves it if it was: whether it is saved now. */
export function toggleSaved(item: ContentItem): boolean {
  const saved = !isSaved(item.contentId);
  const story = toSavedStory(item);
  // An answer the client checked is always a story; the check keeps only the fields a saved one has.
  if (!story) throw new TypeError('not a story');
  savedStore.set((current) =>
    current.some((story) => story.contentId === item.contentId)
      ? current.filter((story) => story.contentId !== item.contentId)
      : [story, ...current].slice(0, MAX_SAVED),
  );
  return saved;
}
