// Registers the service worker that vite-plugin-pwa builds (docs/decisions/0022) and holds whether a new
// version waits. The worker never takes over the open page by itself (registerType 'prompt'): the reader
// is asked ("Reload to update"), and only then does the waiting worker activate and the page reload.
import { useBrowserStore } from '@/lib/hydrated';

/** How often an open app asks whether a new version was deployed (a page load also asks). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let updateWaiting = false;
let updateServiceWorker: ((reloadPage?: boolean) => Promise<void>) | undefined;
const listeners = new Set<() => void>();

function setUpdateWaiting(value: boolean): void {
  updateWaiting = value;
  listeners.forEach((listener) => listener());
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // Its registration code (and Workbox's, which it imports) is not the first screen's: fetched once the app
  // has taken over the page; it registers the worker after the page's load event in any case.
  void import('virtual:pwa-register').then(({ registerSW }) => {
    updateServiceWorker = registerSW({
      onNeedRefresh: () => setUpdateWaiting(true),
      onRegisteredSW: (_url, registration) => {
        if (!registration) return;
        setInterval(() => {
          if (navigator.onLine) void registration.update().catch(() => undefined);
        }, UPDATE_CHECK_MS);
      },
      onRegisterError: (error: unknown) =>
        console.warn('The offline service worker could not be registered', error),
    });
  });
}

/** Activates the waiting version; the page reloads once it controls the page. */
export function applyUpdate(): void {
  void updateServiceWorker?.(true);
}

/** Hides the prompt until the next new version (the waiting one activates when every tab is closed). */
export function dismissUpdate(): void {
  setUpdateWaiting(false);
}

export function useUpdateWaiting(): boolean {
  return useBrowserStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => updateWaiting,
    () => false,
  );
}

/** For tests: as if a new version were waiting. */
export function simulateUpdateWaiting(apply: () => Promise<void>): void {
  updateServiceWorker = apply;
  setUpdateWaiting(true);
}
