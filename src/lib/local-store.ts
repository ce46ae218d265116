// A value kept in local storage that every view reads through useSyncExternalStore, so all
// views agree, and other tabs follow through the `storage` event.
import { useSyncExternalStore } from 'react';

export interface LocalStore<T> {
  get: () => T;
  set: (next: T | ((current: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
  use: () => T;
}

/** `parse` turns whatever is stored (possibly garbage) into a value; it must not throw. */
export function createLocalStore<T>(key: string, parse: (raw: unknown) => T): LocalStore<T> {
  let snapshot: T | undefined;
  const listeners = new Set<() => void>();

  const get = (): T => {
    if (snapshot === undefined) {
      let raw: unknown;
      try {
        const text = localStorage.getItem(key);
        raw = text === null ? undefined : JSON.parse(text);
      } catch {
        raw = undefined;
      }
      snapshot = parse(raw);
    }
    return snapshot;
  };

  const set = (next: T | ((current: T) => T)) => {
    snapshot = typeof next === 'function' ? (next as (current: T) => T)(get()) : next;
    try {
      localStorage.setItem(key, JSON.stringify(snapshot));
    } catch {
      // Private mode or a full quota: the value still holds for this visit.
    }
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

  return { get, set, subscribe, use: () => useSyncExternalStore(subscribe, get, get) };
}
