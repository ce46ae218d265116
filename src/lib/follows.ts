// What the reader follows and mutes beyond persons and teams: providers, topics and categories followed,
// providers and words muted. The service follows persons (and teams) only, so these live with the reader
// in this browser, as saved views do (docs/decisions/0037), and travel with the views' file.
import { createLocalStore } from './local-store';
import { fold, foldedWords } from './search-words';

/** What the feed's parameters match (`vendor`, `topic`, `category`) and what the reader reads. */
export interface Followed {
  /** A provider's code (`contentSource`), a topic's name, a category's English name. */
  id: string;
  /** The name shown: the provider's display name, the topic, the category in the reader's language. */
  name: string;
}

export type FollowKind = 'provider' | 'topic' | 'category';
export const FOLLOW_KINDS: readonly FollowKind[] = ['provider', 'topic', 'category'];

export interface LocalFollows {
  provider: readonly Followed[];
  topic: readonly Followed[];
  category: readonly Followed[];
  mutedProviders: readonly Followed[];
  mutedWords: readonly string[];
}

/** As many as one API list parameter takes (contract: at most 50 entries of at most 100 characters). */
export const MAX_FOLLOWS = 50;
export const MAX_ENTRY_LENGTH = 100;

export const EMPTY_FOLLOWS: LocalFollows = {
  provider: [],
  topic: [],
  category: [],
  mutedProviders: [],
  mutedWords: [],
};

// Checked by hand, not with zod: the store is read on every page's first screen (decision 0048).

/** A stored name or id: text, trimmed, 1 to MAX_ENTRY_LENGTH characters; undefined otherwise. */
function entry(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim();
  return text.length >= 1 && text.length <= MAX_ENTRY_LENGTH ? text : undefined;
}

const listOf = (raw: unknown): readonly unknown[] => (Array.isArray(raw) ? raw : []);
const isRecord = (raw: unknown): raw is Record<string, unknown> =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw);

/** Entries that do not parse, and repeats (case aside), are dropped rather than fatal. */
function parseFollowed(raw: unknown): Followed[] {
  const out: Followed[] = [];
  for (const item of listOf(raw)) {
    if (!isRecord(item)) continue;
    const id = entry(item.id);
    const name = entry(item.name);
    if (id === undefined || name === undefined) continue;
    if (out.some((other) => sameId(other.id, id))) continue;
    out.push({ id, name });
  }
  return out.slice(0, MAX_FOLLOWS);
}

function parseWords(raw: unknown): string[] {
  const out: string[] = [];
  for (const item of listOf(raw)) {
    const word = entry(item);
    if (word === undefined || foldedWords(word).length === 0) continue;
    if (out.some((other) => fold(other) === fold(word))) continue;
    out.push(word);
  }
  return out.slice(0, MAX_FOLLOWS);
}

/** Whatever is stored (or a file holds) as follows and mutes; never throws. */
export function parseLocalFollows(raw: unknown): LocalFollows {
  const stored = isRecord(raw) ? raw : {};
  return {
    provider: parseFollowed(stored.provider),
    topic: parseFollowed(stored.topic),
    category: parseFollowed(stored.category),
    mutedProviders: parseFollowed(stored.mutedProviders),
    mutedWords: parseWords(stored.mutedWords),
  };
}

/** Versioned: a later shape gets a key of its own and reads this one. */
export const FOLLOWS_KEY = 'gazette.follows.v1';
export const followsStore = createLocalStore<LocalFollows>(FOLLOWS_KEY, parseLocalFollows, {
  serverValue: EMPTY_FOLLOWS,
});

export const useLocalFollows = () => followsStore.use();

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function isFollowed(follows: LocalFollows, kind: FollowKind, id: string): boolean {
  return follows[kind].some((entry) => sameId(entry.id, id));
}

export function followsAnything(follows: LocalFollows): boolean {
  return FOLLOW_KINDS.some((kind) => follows[kind].length > 0);
}

function toggled(list: readonly Followed[], target: Followed): readonly Followed[] {
  if (list.some((entry) => sameId(entry.id, target.id))) {
    return list.filter((entry) => !sameId(entry.id, target.id));
  }
  return list.length >= MAX_FOLLOWS ? list : [...list, { id: target.id.trim(), name: target.name.trim() }];
}

/** Follows a provider, topic or category, or stops following it; returns whether it is followed now. */
export function toggleFollow(kind: FollowKind, target: Followed): boolean {
  followsStore.set((current) => ({ ...current, [kind]: toggled(current[kind], target) }));
  return isFollowed(followsStore.get(), kind, target.id);
}

export function isProviderMuted(follows: LocalFollows, id: string): boolean {
  return follows.mutedProviders.some((entry) => sameId(entry.id, id));
}

/** Mutes a provider, or unmutes it; returns whether it is muted now. */
export function toggleMuteProvider(target: Followed): boolean {
  followsStore.set((current) => ({ ...current, mutedProviders: toggled(current.mutedProviders, target) }));
  return isProviderMuted(followsStore.get(), target.id);
}

export type MuteWordResult = 'muted' | 'already' | 'empty' | 'full';

/** Mutes a word or phrase (trimmed; case and accents aside, one entry each). */
export function muteWord(word: string): MuteWordResult {
  const text = word.trim().slice(0, MAX_ENTRY_LENGTH);
  if (foldedWords(text).length === 0) return 'empty';
  const current = followsStore.get();
  if (current.mutedWords.some((other) => fold(other) === fold(text))) return 'already';
  if (current.mutedWords.length >= MAX_FOLLOWS) return 'full';
  followsStore.set({ ...current, mutedWords: [...current.mutedWords, text] });
  return 'muted';
}

export function unmuteWord(word: string): void {
  followsStore.set((current) => ({
    ...current,
    mutedWords: current.mutedWords.filter((other) => fold(other) !== fold(word)),
  }));
}

/** What a story is judged by: its provider, headline and summary. */
export interface Mutable {
  contentSource: string;
  title: string;
  summary?: string | undefined;
}

/**
 * Whether a muted word or phrase is in the text: its words, in order, each a whole word of the text
 * (case and accents aside). "bet" mutes "Bet on it", not "better"; "transfer window" mutes the phrase.
 */
export function hasMutedWord(text: string, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  const padded = ` ${foldedWords(text).join(' ')} `;
  return words.some((word) => {
    const wanted = foldedWords(word).join(' ');
    return wanted !== '' && padded.includes(` ${wanted} `);
  });
}

/** Whether the reader muted the story's provider or a word in its headline or summary. */
export function isMuted(item: Mutable, follows: LocalFollows): boolean {
  return (
    isProviderMuted(follows, item.contentSource) ||
    hasMutedWord(`${item.title} ${item.summary ?? ''}`, follows.mutedWords)
  );
}

/** Whether anything is muted (a list need not look at its stories otherwise). */
export function mutesAnything(follows: LocalFollows): boolean {
  return follows.mutedProviders.length > 0 || follows.mutedWords.length > 0;
}

export interface MergeFollowsResult {
  added: number;
  already: number;
  leftOut: number;
}

/** Adds a file's follows and mutes to the reader's own, without repeating one already here. */
export function mergeLocalFollows(incoming: LocalFollows): MergeFollowsResult {
  const result: MergeFollowsResult = { added: 0, already: 0, leftOut: 0 };
  const current = followsStore.get();
  const mergeList = (mine: readonly Followed[], theirs: readonly Followed[]) => {
    const next = [...mine];
    for (const entry of theirs) {
      if (next.some((other) => sameId(other.id, entry.id))) result.already += 1;
      else if (next.length >= MAX_FOLLOWS) result.leftOut += 1;
      else {
        next.push(entry);
        result.added += 1;
      }
    }
    return next;
  };
  const words = [...current.mutedWords];
  for (const word of incoming.mutedWords) {
    if (words.some((other) => fold(other) === fold(word))) result.already += 1;
    else if (words.length >= MAX_FOLLOWS) result.leftOut += 1;
    else {
      words.push(word);
      result.added += 1;
    }
  }
  const next: LocalFollows = {
    provider: mergeList(current.provider, incoming.provider),
    topic: mergeList(current.topic, incoming.topic),
    category: mergeList(current.category, incoming.category),
    mutedProviders: mergeList(current.mutedProviders, incoming.mutedProviders),
    mutedWords: words,
  };
  if (result.added > 0) followsStore.set(next);
  return result;
}

/** Whether there is anything to carry in a file. */
export function hasLocalFollows(follows: LocalFollows): boolean {
  return followsAnything(follows) || mutesAnything(follows);
}
