// Whether the app has taken over the server's HTML. The server's render and the browser's render that
// hydrates it must agree to the letter, so whatever depends on the browser (its clock, storage, screen)
// reads the server's value until then. The switch happens once, in a transition: everything that waited
// re-renders in time-sliced work after hydration, not in one synchronous task (which is what a
// `useSyncExternalStore` whose browser value differs from the server's would force, for each such store).
import {
  createContext,
  createElement,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/** Outside any provider: `false` on the server, `true` in a browser (a browser-only render). */
const HydratedContext = createContext(typeof document !== 'undefined');

/** `false` on the server and while hydrating its HTML; `true` in every later render, and in a browser-only app. */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/**
 * Around the app. `hydrating`: the browser is taking over server HTML, so `useHydrated` starts `false` and
 * turns `true` in a transition right after hydration. On the server it stays `false`.
 */
export function HydratedProvider({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(() => typeof document !== 'undefined' && !hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return createElement(HydratedContext, { value: hydrated }, children);
}

/** The longest wait for an idle moment (`requestIdleCallback`'s own limit). */
const IDLE_TIMEOUT_MS = 2000;
/** Where there is no `requestIdleCallback`: a moment after hydration's own tasks. */
const IDLE_FALLBACK_MS = 200;

/**
 * `false` until the browser has taken over the page and then had an idle moment (at most 2 s later): for
 * what the first screen can do without, so its requests and renders are not part of hydration's tasks.
 * Where `requestIdleCallback` is missing (Safari), a short timer stands in.
 */
export function useIdleAfterHydration(): boolean {
  const hydrated = useHydrated();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!hydrated || idle) return;
    const done = () => startTransition(() => setIdle(true));
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(done, IDLE_FALLBACK_MS);
    return () => clearTimeout(id);
  }, [hydrated, idle]);
  return idle;
}

/**
 * `useSyncExternalStore` for a browser value the server cannot know: the server's value until hydrated
 * (so hydration matches and forces no synchronous re-render), then the store's, kept in step as it changes.
 */
export function useBrowserStore<T>(
  subscribe: (listener: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const hydrated = useHydrated();
  return useSyncExternalStore(subscribe, hydrated ? getSnapshot : getServerSnapshot, getServerSnapshot);
}
