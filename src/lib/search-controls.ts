import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

type NextSearch = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/**
 * The URL's search parameters for controls that edit them (filters, pickers).
 *
 * A change given as a function is applied to the newest search asked for, not to the one this render
 * shows. With a route loader, React Router renders the new location in a transition once the loader has
 * run (`flushSync` covers only its first update, the pending navigation), a moment after the URL itself
 * changed — 20–60 ms, more on a busy phone — and a second change made meanwhile (a provider added, then
 * a category excluded at once) would otherwise be built from the old search and drop the first.
 */
export function useSearchControls(): [
  URLSearchParams,
  (next: NextSearch, options?: { replace?: boolean }) => void,
] {
  const [search, setSearch] = useSearchParams();
  const searchText = search.toString();
  // What this render shows, and the searches asked for since that have not been rendered yet (oldest first).
  const rendered = useRef(searchText);
  const asked = useRef<string[]>([]);
  useLayoutEffect(() => {
    rendered.current = searchText;
    const index = asked.current.indexOf(searchText);
    // A search asked for has arrived (those before it too); any other is a navigation from elsewhere
    // (back, a link), after which nothing asked for earlier is still coming.
    asked.current = index === -1 ? [] : asked.current.slice(index + 1);
  }, [searchText]);

  const setNow = useCallback(
    (next: NextSearch, options?: { replace?: boolean }) => {
      const newest = new URLSearchParams(asked.current.at(-1) ?? rendered.current);
      const target = typeof next === 'function' ? next(newest) : next;
      asked.current.push(target.toString());
      setSearch(target, { replace: options?.replace ?? false, flushSync: true });
    },
    [setSearch],
  );
  return [search, setNow];
}
