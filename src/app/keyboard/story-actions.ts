// What `s`, `m` and `v` do to a story (the list's current one, or the article's): save it, mark it
// read, open its original. The story is found by id in what the app already holds, asked for if not.
import type { QueryClient } from '@tanstack/react-query';
import type { ContentItem } from '@/api/schemas';
import { articleQueryOptions, safeExternalUrl } from '@/features/article/api';
import { findCachedStory } from '@/features/feed/api';
import { savedStore, toggleRead, toggleSaved } from '@/features/reading/store';

/** What the reader is told after a key, politely (the toast's live region). */
export interface StoryWords {
  storySaved: string;
  storyUnsaved: string;
  markedRead: string;
  markedUnread: string;
  noOriginal: string;
  storyUnavailable: string;
}

/** The story as the app holds it: its article, a list's card, or a saved copy; else asked for. */
async function storyById(client: QueryClient, contentId: string): Promise<ContentItem | undefined> {
  const options = articleQueryOptions(contentId);
  const held =
    client.getQueryData(options.queryKey) ??
    findCachedStory(client, contentId) ??
    savedStore.get().find((story) => story.contentId === contentId);
  if (held) return held;
  try {
    return await client.fetchQuery(options);
  } catch {
    return undefined;
  }
}

export async function saveStory(client: QueryClient, contentId: string, words: StoryWords): Promise<string> {
  const item = await storyById(client, contentId);
  if (!item) return words.storyUnavailable;
  return toggleSaved(item) ? words.storySaved : words.storyUnsaved;
}

export function markStory(contentId: string, words: StoryWords): string {
  return toggleRead(contentId) ? words.markedRead : words.markedUnread;
}

/** The original's address, where the service gives one: a list's card may not carry it, its article does. */
async function originalOf(client: QueryClient, contentId: string): Promise<string | undefined> {
  const held = await storyById(client, contentId);
  const url = safeExternalUrl(held?.contentURL);
  if (url || !held) return url;
  try {
    return safeExternalUrl((await client.fetchQuery(articleQueryOptions(contentId))).contentURL);
  } catch {
    return undefined;
  }
}

/**
 * Opens the story's original at its provider in a new tab, as the article's own link does
 * (`rel="noopener noreferrer"`: the provider's page gets no hold on this one). Returns what to
 * announce when there is nothing to open.
 */
export async function openOriginal(
  client: QueryClient,
  contentId: string,
  words: StoryWords,
): Promise<string | undefined> {
  const url = await originalOf(client, contentId);
  if (!url) return words.noOriginal;
  const link = document.createElement('a');
  link.href = url;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.click();
  return undefined;
}
