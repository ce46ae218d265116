// Registers the service worker that vite-plugin-pwa builds (docs/decisions/0022) and holds whether a new
// version waits. The worker never takes over the open page by itself (registerType 'prompt'): the reader
// is asked ("Reload to update"), and only then does the waiting worker activate and the page reload.
//
// With the browser's own ServiceWorkerRegistration (decision 0062), not vite-plugin-pwa's `registerSW` and
// the workbox-window it loads (2.8 KiB gzip on every first visit): what the app uses of them is the
// registration after the page's load, "a new version waits" and "activate it, then reload", each a few lines
// here. The worker's side is Workbox's (vite.config.ts): it answers the `SKIP_WAITING` message below.
import { useBrowserStore } from '@/lib/hydrated';

/** How often an open app asks whether a new version was deployed (a page load also asks). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** vite.config.ts's `filename` and the manifest's `scope`, under the app's base. */
const WORKER_URL = `${import.meta.env.BASE_URL}sw.js`;
const WORKER_SCOPE = import.meta.env.BASE_URL;

let updateWaiting = false;
let updateServiceWorker: (() => Promise<void>) | undefined;
const listeners = new Set<() => void>();

function setUpdateWaiting(value: boolean): void {
  updateWaiting = value;
  listeners.forEach((listener) => listener());
}

/**
 * A new version waits when a worker has installed behind the one controlling this page: left from an
 * earlier visit, or found now (a page load or the hourly check asks). Without a controller (the first
 * visit) the installed worker activates at once: nothing to offer.
 */
function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const offer = () => {
    if (!registration.waiting || !navigator.serviceWorker.controller) return;
    updateServiceWorker = () => activateWaiting(registration);
    setUpdateWaiting(true);
  };
  offer();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer();
    });
  });
}

/** Workbox's skip-waiting message to the waiting worker; the page reloads once that worker controls it. */
function activateWaiting(registration: ServiceWorkerRegistration): Promise<void> {
  const waiting = registration.waiting;
  if (!waiting) return Promise.resolve();
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
  return Promise.resolve();
}

export function registerServiceWorker(): void {
  // Built by `vite build` only: the development server has no /sw.js (a 404 and a warning on every page).
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After the page's load event, as vite-plugin-pwa's registration did: the worker's install (which fetches
  // the app's files for offline use) never competes with the page's own requests.
  const register = () => {
    navigator.serviceWorker.register(WORKER_URL, { scope: WORKER_SCOPE }).then(
      (registration: ServiceWorkerRegistration | undefined) => {
        // None where the browser's automation blocks service workers (its stand-in resolves to nothing).
        if (!registration) return;
        watchForUpdates(registration);
        setInterval(() => {
          if (navigator.onLine) void registration.update().catch(() => undefined);
        }, UPDATE_CHECK_MS);
      },
      (error: unknown) => console.warn('The offline service worker could not be registered', error),
    );
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Activates the waiting version; the page reloads once it controls the page. */
export function applyUpdate(): void {
  void updateServiceWorker?.();
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
