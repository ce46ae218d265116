// "Offline reading": how much the service worker keeps of what the reader opened, and a button to clear it.
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/hydrated';
import {
  namespace,
  formatNumber,
  useInterfaceLanguage,
  useMessages,
  type InterfaceLanguage,
} from '@/lib/i18n';
import { OFFLINE_CACHES } from '@/lib/offline-caches';
import {
  clearOfflineStorage,
  measureOfflineStorage,
  offlineStorageSupported,
  type OfflineUsage,
} from '@/lib/offline-storage';
import { Section } from './section';
import type { Messages } from './offline-section.en';

type State = { phase: 'measuring' } | { phase: 'ready'; usage: OfflineUsage; cleared: boolean };

const messages = namespace<Messages>('features/settings/components/offline-section');

/** A size in the interface language's digits ("1.5 MB", "1,5 MB"). */
function bytesIn(language: InterfaceLanguage, bytes: number): string {
  const digits = (value: number, fraction: number) =>
    new Intl.NumberFormat(language, {
      useGrouping: false,
      minimumFractionDigits: fraction,
      maximumFractionDigits: fraction,
    }).format(value);
  if (bytes < 1024 * 1024) return `${digits(Math.round(bytes / 1024), 0)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? digits(mb, 1) : digits(Math.round(mb), 0)} MB`;
}

export function OfflineSection() {
  const language = useInterfaceLanguage();
  const t = useMessages(messages);
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
      <Section title={t.title}>
        <p className="text-sm text-ink-soft">{t.unsupported}</p>
      </Section>
    );
  }
  return (
    <Section title={t.title}>
      <p className="text-sm text-ink-soft">
        {t.what(
          formatNumber(language, OFFLINE_CACHES.pages.maxEntries),
          formatNumber(language, OFFLINE_CACHES.images.maxEntries),
        )}
      </p>
      <p role="status" className="text-sm">
        {state.phase === 'measuring' ? (
          t.measuring
        ) : (
          <>
            {state.cleared && t.cleared}
            {t.kept}
            <strong className="font-semibold">{bytesIn(language, state.usage.bytes)}</strong> (
            {t.items(state.usage.entries)}).
          </>
        )}
      </p>
      <Button onClick={() => void clear()} disabled={busy || state.phase === 'measuring'}>
        {t.clear}
      </Button>
    </Section>
  );
}
