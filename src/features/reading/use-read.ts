import { useMemo } from 'react';
import { readStore } from './store';

/** The stories the reader opened, as a set every view shares. */
export function useReadIds(): ReadonlySet<string> {
  const read = readStore.use();
  return useMemo(() => new Set(read), [read]);
}
