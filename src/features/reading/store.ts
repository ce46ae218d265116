// What the reader has opened and saved: kept in this browser only, never sent to the server.
import { z } from 'zod/mini';
import { contentItemSchema, type ContentItem } from '@/api/schemas';
import { createLocalStore } from '@/lib/local-store';

/** Read marks kept; the oldest go first (a reader does not scroll back thousands of stories). */
export const MAX_READ = 2000;
export const MAX_SAVED = 500;

/** What a saved story keeps: enough to list it as a card, without the article's entities. */
export const savedStorySchema = z.pick(contentItemSchema, {
  contentId: true,
  title: true,
  summary: true,
  contentSource: true,
  contentSourceDisplay: true,
  contentSourceLogo: true,
  categories: true,
  categoriesEnglish: true,
  images: true,
  publishedAt: true,
  media: true,
  // What `v` opens (the original at the provider); older saves have none.
  contentURL: true,
});
export type SavedStory = z.infer<typeof savedStorySchema>;

const readSchema = z.catch(z.array(z.string()), []);
const savedSchema = z.catch(z.array(z.unknown()), []);

export const readStore = createLocalStore<readonly string[]>('gazette.read', (raw) =>
  readSchema.parse(raw ?? []).slice(-MAX_READ),
);

/** Newest save first; entries that no longer parse are dropped, not fatal. */
export const savedStore = createLocalStore<readonly SavedStory[]>('gazette.saved', (raw) =>
  savedSchema
    .parse(raw ?? [])
    .flatMap((entry) => {
      const parsed = savedStorySchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
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
  savedStore.set((current) =>
    current.some((story) => story.contentId === item.contentId)
      ? current.filter((story) => story.contentId !== item.contentId)
      : [savedStorySchema.parse(item), ...current].slice(0, MAX_SAVED),
  );
  return saved;
}
