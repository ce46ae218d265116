// How feeds show stories: cards (picture and summary) or a compact list of titles; remembered.
import { createLocalStore } from '@/lib/local-store';
import { readerHints } from '@/lib/reader-hints';

export type Density = 'cards' | 'list';
/** The densities; each one's word is the feed catalogue's `densities[value]`. */
export const DENSITIES: readonly Density[] = ['cards', 'list'];

const parseDensity = (raw: unknown): Density => (raw === 'list' ? 'list' : 'cards');

/** Kept in the preferences cookie too: the server renders the reader's density, so nothing jumps on load. */
export const densityStore = createLocalStore<Density>('gazette.density', parseDensity, {
  serverValue: () => parseDensity(readerHints().prefs.density),
  prefs: (density) => ({ density }),
});
