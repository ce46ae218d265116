// A value kept in local storage that every view reads through useSyncExternalStore, so all
// views agree, and other tabs follow through the `storage` event. On the server, and in the render that
// hydrates the server's HTML, every store reads its `serverValue` ("not yet known"); the browser's own
// values follow together, in one transition after hydration (`./hydrated`, docs/decisions/0018).
import { useBrowserStore } from './hydrated';
import { writePrefs, writePrefsSoon, type PrefName } from './reader-hints';

export interface LocalStore<T> {
  get: () => T;
  set: (next: T | ((current: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
  use: () => T;
}

/**
 * `parse` turns whatever is stored (possibly garbage or nothing) into a value; it must not throw.
 * With `keepFirstRead`, a value parse had to make up (a first visit's new id) is stored at once, so
 * it survives a reload even if nothing ever changes it. `serverValue` (default: what `parse` makes of
 * nothing, or a function of the request being rendered) is what the server renders and what the render
 * that hydrates it reads; it must return the same object for the same request.
 */
export function createLocalStore<T>(
  key: string,
  parse: (raw: unknown) => T,
  {
    keepFirstRead = false,
    serverValue = parse(undefined),
    prefs,
  }: {
    keepFirstRead?: boolean;
    serverValue?: T | (() => T);
    /** What of the value is also kept in the preferences cookie, so the server renders with it. */
    prefs?: (value: T) => Partial<Record<PrefName, string>>;
  } = {},
): LocalStore<T> {
  let snapshot: T | undefined;
  const listeners = new Set<() => void>();

  const keepPrefs = (value: T) => {
    if (prefs) writePrefs(prefs(value));
  };
  const write = (value: T) => {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Private mode or a full quota: the value still holds for this visit.
    }
    keepPrefs(value);
  };

  const server = (): T => (typeof serverValue === 'function' ? (serverValue as () => T)() : serverValue);
  const get = (): T => {
    if (typeof window === 'undefined') return server();
    if (snapshot === undefined) {
      let raw: unknown;
      let text: string | null = null;
      try {
        text = localStorage.getItem(key);
        raw = text === null ? undefined : JSON.parse(text);
      } catch {
        raw = undefined;
      }
      snapshot = parse(raw);
      if (keepFirstRead && text !== JSON.stringify(snapshot)) write(snapshot);
      // A value stored before the cookie existed (or a cookie the browser dropped) is put back, once the
      // page is idle: this runs while it starts.
      else if (prefs) writePrefsSoon(prefs(snapshot));
    }
    return snapshot;
  };

  const set = (next: T | ((current: T) => T)) => {
    snapshot = typeof next === 'function' ? (next as (current: T) => T)(get()) : next;
    write(snapshot);
    listeners.forEach((listener) => listener());
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key) return;
      snapshot = undefined;
      listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  return { get, set, subscribe, use: () => useBrowserStore(subscribe, get, server) };
}
