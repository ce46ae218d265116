import { useState } from 'react';

/**
 * The items, plus those that were shown earlier in this view and have since left the list.
 * An unfollow from the profile then leaves its row in place (the toggle reads "Follow"),
 * so focus stays put and the reader can undo; a new `resetKey` starts afresh.
 */
export function useRetained<T extends { id: string }>(
  items: readonly T[] | undefined,
  resetKey: string,
): T[] {
  const [state, setState] = useState<{ resetKey: string; items: T[] }>({ resetKey, items: [] });
  let next = state.resetKey === resetKey ? state : { resetKey, items: [] as T[] };
  if (items) {
    const latest = new Map(items.map((item) => [item.id, item]));
    const known = new Set(next.items.map((item) => item.id));
    const added = items.filter((item) => !known.has(item.id));
    const changed =
      added.length > 0 || next.items.some((item) => latest.has(item.id) && latest.get(item.id) !== item);
    if (changed) {
      next = {
        resetKey,
        items: [...next.items.map((item) => latest.get(item.id) ?? item), ...added],
      };
    }
  }
  // Adjusting state while rendering (React's documented pattern for derived state).
  if (next !== state) setState(next);
  return next.items;
}
