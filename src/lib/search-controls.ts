import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

type NextSearch = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/**
 * The URL's search parameters for controls that edit them (filters, pickers).
 *
 * React Router commits navigations in a transition, which a busy page may defer; a second change made
 * meanwhile would be built from the controls' old props and drop the first. Here every change is
 * committed synchronously (`flushSync`), so a control shows its new value at once and the next change
 * builds on it.
 */
export function useSearchControls(): [
  URLSearchParams,
  (next: NextSearch, options?: { replace?: boolean }) => void,
] {
  const [search, setSearch] = useSearchParams();
  const setNow = useCallback(
    (next: NextSearch, options?: { replace?: boolean }) =>
      setSearch(typeof next === 'function' ? (current) => next(new URLSearchParams(current)) : next, {
        replace: options?.replace ?? false,
        flushSync: true,
      }),
    [setSearch],
  );
  return [search, setNow];
}
