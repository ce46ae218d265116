// What the service worker keeps for offline reading (src/lib/offline-caches.ts): how much, and clearing it.
// The precache (the app itself) is not counted or cleared: without it the app would not open offline.
import { OFFLINE_CACHE_NAMES } from './offline-caches';

export interface OfflineUsage {
  bytes: number;
  entries: number;
}

export const offlineStorageSupported = (): boolean => typeof caches !== 'undefined';

/** The bytes and entries of the offline caches, summed from the entries themselves. */
export async function measureOfflineStorage(): Promise<OfflineUsage> {
  const usage: OfflineUsage = { bytes: 0, entries: 0 };
  if (!offlineStorageSupported()) return usage;
  for (const name of OFFLINE_CACHE_NAMES) {
    if (!(await caches.has(name))) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (!response) continue;
      usage.entries += 1;
      const length = Number(response.headers.get('content-length'));
      usage.bytes += Number.isFinite(length) && length > 0 ? length : (await response.blob()).size;
    }
  }
  return usage;
}

/** Deletes the offline caches; the worker makes them again as pages are read. */
export async function clearOfflineStorage(): Promise<void> {
  if (!offlineStorageSupported()) return;
  await Promise.all(OFFLINE_CACHE_NAMES.map((name) => caches.delete(name)));
}

/** "0 KB", "840 KB", "2.4 MB": sizes as the Settings page states them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
