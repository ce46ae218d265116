// Whether the browser says it is online, as a store components read (the offline banner, Settings).
import { useBrowserStore } from './hydrated';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** `navigator.onLine`, updated on the `online` and `offline` events; the server (and hydration) says online. */
export function useOnline(): boolean {
  return useBrowserStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
