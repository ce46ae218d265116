// The reader's saved views: named feeds, in the reader's order, kept in this browser only (the server
// never sees them). What a view's query means is the feed's business; this store only keeps, names and
// orders them, and treats two views with the same query and time as the same view.
import { namespace, messagesOf } from '@/lib/i18n';
import { createLocalStore } from '@/lib/local-store';
import { MAX_NAME_LENGTH, MAX_VIEWS } from './limits';
import type { Messages } from './store.en';

/** The name a view gets when it has none. */
const words = namespace<Messages>('features/views/store');

export { MAX_NAME_LENGTH, MAX_VIEWS, VIEWS_FILE_NAME } from './limits';
export const MAX_QUERY_LENGTH = 4000;

/** The time presets a view may carry. */
export const VIEW_WITHIN = ['day', 'week', 'month'] as const;

/** What a view shows: a `/feed` query and, when it has one, a time preset applied when it is opened. */
export interface ViewFeed {
  query: string;
  within?: (typeof VIEW_WITHIN)[number];
}

export interface SavedView extends ViewFeed {
  id: string;
  name: string;
}

// Checked by hand, not with zod: the Views menu reads the store as the reader reaches for it, and the feed
// page on its first screen (decision 0048). views-file.ts keeps the schemas of a views file, which
// store.test.ts holds these checks to.
const isRecord = (raw: unknown): raw is Record<string, unknown> =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw);

/** A view's name: trimmed, 1 to MAX_NAME_LENGTH characters; undefined otherwise. */
export function toViewName(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const name = raw.trim();
  return name.length >= 1 && name.length <= MAX_NAME_LENGTH ? name : undefined;
}

/** A view's feed (its query and time preset, unknown fields dropped), or undefined. */
export function toViewFeed(raw: unknown): ViewFeed | undefined {
  if (!isRecord(raw)) return undefined;
  const { query, within } = raw;
  if (typeof query !== 'string' || query.length > MAX_QUERY_LENGTH) return undefined;
  if (within === undefined) return { query };
  return VIEW_WITHIN.includes(within as ViewFeed['within'] & string)
    ? { query, within: within as ViewFeed['within'] }
    : undefined;
}

/** A stored view, or undefined when the entry is not one. */
export function toSavedView(raw: unknown): SavedView | undefined {
  if (!isRecord(raw)) return undefined;
  const { id } = raw;
  if (typeof id !== 'string' || id.length < 1 || id.length > 64) return undefined;
  const name = toViewName(raw.name);
  const feed = toViewFeed(raw);
  return name === undefined || feed === undefined ? undefined : { id, name, ...feed };
}

/** The same feed: the same query and the same time preset (both in their canonical form). */
export function sameFeed(a: ViewFeed, b: ViewFeed): boolean {
  return a.query === b.query && (a.within ?? '') === (b.within ?? '');
}

/** Entries that no longer parse, and repeated ids or feeds, are dropped rather than fatal. */
function parseStored(raw: unknown): readonly SavedView[] {
  const views: SavedView[] = [];
  for (const entry of Array.isArray(raw) ? raw : []) {
    const view = toSavedView(entry);
    if (!view) continue;
    if (views.some((other) => other.id === view.id || sameFeed(other, view))) continue;
    views.push(view);
  }
  return views.slice(0, MAX_VIEWS);
}

export const viewsStore = createLocalStore<readonly SavedView[]>('gazette.views', parseStored);

function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function findView(views: readonly SavedView[], feed: ViewFeed): SavedView | undefined {
  return views.find((view) => sameFeed(view, feed));
}

/** `name` (a blank one: "Stories" in the interface language), or `name (2)`, `name (3)`… when another view already has it. */
export function uniqueName(views: readonly SavedView[], name: string, except?: string): string {
  const base = name.trim().slice(0, MAX_NAME_LENGTH) || messagesOf(words).untitled;
  const taken = (candidate: string) =>
    views.some((view) => view.id !== except && view.name.toLowerCase() === candidate.toLowerCase());
  if (!taken(base)) return base;
  for (let count = 2; ; count += 1) {
    const suffix = ` (${count})`;
    const candidate = `${base.slice(0, MAX_NAME_LENGTH - suffix.length)}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}

export type SaveResult = { saved: SavedView } | { existing: SavedView } | { full: true };

/** Saves a feed as the last view, named `name` (made unique); a feed already saved is not saved twice. */
export function saveView(feed: ViewFeed, name: string): SaveResult {
  const views = viewsStore.get();
  const existing = findView(views, feed);
  if (existing) return { existing };
  if (views.length >= MAX_VIEWS) return { full: true };
  const saved: SavedView = {
    id: newId(),
    name: uniqueName(views, name),
    query: feed.query,
    ...(feed.within ? { within: feed.within } : {}),
  };
  viewsStore.set([...views, saved]);
  return { saved };
}

/** Removes a view; returns what `restoreView` needs to put it back. */
export function removeView(id: string): { view: SavedView; index: number } | undefined {
  const views = viewsStore.get();
  const index = views.findIndex((view) => view.id === id);
  if (index < 0) return undefined;
  viewsStore.set(views.filter((view) => view.id !== id));
  return { view: views[index]!, index };
}

/** Puts a removed view back where it was (unless the same feed was saved again meanwhile). */
export function restoreView({ view, index }: { view: SavedView; index: number }): void {
  viewsStore.set((views) => {
    if (views.some((other) => other.id === view.id || sameFeed(other, view))) return views;
    const next = [...views];
    next.splice(Math.min(index, next.length), 0, view);
    return next.slice(0, MAX_VIEWS);
  });
}

/** Renames a view; the name is trimmed and must keep 1 to MAX_NAME_LENGTH characters (`false` otherwise). */
export function renameView(id: string, name: string): boolean {
  const checked = toViewName(name);
  if (checked === undefined) return false;
  viewsStore.set((views) => views.map((view) => (view.id === id ? { ...view, name: checked } : view)));
  return true;
}

/** Moves a view one place up (-1) or down (+1); returns its new index, or undefined at an end. */
export function moveView(id: string, by: -1 | 1): number | undefined {
  const views = viewsStore.get();
  const from = views.findIndex((view) => view.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= views.length) return undefined;
  const next = [...views];
  [next[from], next[to]] = [next[to]!, next[from]!];
  viewsStore.set(next);
  return to;
}

export interface MergeResult {
  added: number;
  /** Views whose feed was already saved (kept with the name they have here). */
  alreadySaved: number;
  /** Views left out because the list was full. */
  leftOut: number;
}

/** Adds imported views after the reader's own, without repeating a feed that is already saved. */
export function mergeViews(incoming: readonly (ViewFeed & { name: string })[]): MergeResult {
  const views = [...viewsStore.get()];
  const result: MergeResult = { added: 0, alreadySaved: 0, leftOut: 0 };
  for (const feed of incoming) {
    if (findView(views, feed)) result.alreadySaved += 1;
    else if (views.length >= MAX_VIEWS) result.leftOut += 1;
    else {
      views.push({
        id: newId(),
        name: uniqueName(views, feed.name),
        query: feed.query,
        ...(feed.within ? { within: feed.within } : {}),
      });
      result.added += 1;
    }
  }
  if (result.added > 0) viewsStore.set(views);
  return result;
}
