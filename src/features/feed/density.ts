// How feeds show stories: cards (picture and summary) or a compact list of titles; remembered.
import { createLocalStore } from '@/lib/local-store';

export type Density = 'cards' | 'list';
export const DENSITIES: readonly { value: Density; label: string }[] = [
  { value: 'cards', label: 'Cards' },
  { value: 'list', label: 'List' },
];

export const densityStore = createLocalStore<Density>('gazette.density', (raw) =>
  raw === 'list' ? 'list' : 'cards',
);
