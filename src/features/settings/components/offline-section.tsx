// "Offline reading": how much the service worker keeps of what the reader opened, and a button to clear it.
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/hydration';
import { OFFLINE_CACHES } from '@/lib/offline-caches';
import {
  clearOfflineStorage,
  formatBytes,
  measureOfflineStorage,
  offlineStorageSupported,
  type OfflineUsage,
} from '@/lib/offline-storage';
import { Section } from './section';

type State = { phase: 'measuring' } | { phase: 'ready'; usage: OfflineUsage; cleared: boolean };

const items = (count: number) => (count === 1 ? '1 item' : `${count} items`);

export function OfflineSection() {
  const [state, setState] = useState<State>({ phase: 'measuring' });
  const [busy, setBusy] = useState(false);
  // The server cannot know the browser's caches: it renders "Measuring", as does hydration.
  const hydrated = useHydrated();

  useEffect(() => {
    let live = true;
    void measureOfflineStorage().then(
      (usage) => live && setState({ phase: 'ready', usage, cleared: false }),
      () => live && setState({ phase: 'ready', usage: { bytes: 0, entries: 0 }, cleared: false }),
    );
    return () => {
      live = false;
    };
  }, []);

  const clear = async () => {
    setBusy(true);
    try {
      await clearOfflineStorage();
      setState({ phase: 'ready', usage: await measureOfflineStorage(), cleared: true });
    } finally {
      setBusy(false);
    }
  };

  if (hydrated && !offlineStorageSupported()) {
    return (
      <Section title="Offline reading">
        <p className="text-sm text-ink-soft">This browser cannot keep pages for reading offline.</p>
      </Section>
    );
  }
  return (
    <Section title="Offline reading">
      <p className="text-sm text-ink-soft">
        Pages, stories, comics and images you open are kept on this device, so they read without a connection.
        Up to {OFFLINE_CACHES.pages.maxEntries} pages and {OFFLINE_CACHES.images.maxEntries} images are kept;
        past that, the ones you used least recently go first. Following and your follows are never kept.
      </p>
      <p role="status" className="text-sm">
        {state.phase === 'measuring' ? (
          'Measuring what is kept…'
        ) : (
          <>
            {state.cleared && 'Cleared. '}
            Kept for offline reading:{' '}
            <strong className="font-semibold">{formatBytes(state.usage.bytes)}</strong> (
            {items(state.usage.entries)}).
          </>
        )}
      </p>
      <Button onClick={() => void clear()} disabled={busy || state.phase === 'measuring'}>
        Clear saved pages
      </Button>
    </Section>
  );
}
