// "Offline reading": how much the service worker keeps of what the reader opened, and a button to clear it.
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/hydrated';
import {
  defineMessages,
  formatNumber,
  plural,
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

type State = { phase: 'measuring' } | { phase: 'ready'; usage: OfflineUsage; cleared: boolean };

const messages = defineMessages({
  en: {
    title: 'Offline reading',
    unsupported: 'This browser cannot keep pages for reading offline.',
    what: (pages: string, images: string) =>
      `Pages, stories, comics and images you open are kept on this device, so they read without a connection. Up to ${pages} pages and ${images} images are kept; past that, the ones you used least recently go first. Following and your follows are never kept.`,
    measuring: 'Measuring what is kept…',
    cleared: 'Cleared. ',
    kept: 'Kept for offline reading: ',
    items: (n: number) => plural('en', n, { one: '# item', other: '# items' }),
    clear: 'Clear saved pages',
  },
  es: {
    title: 'Lectura sin conexión',
    unsupported: 'Este navegador no puede guardar páginas para leerlas sin conexión.',
    what: (pages: string, images: string) =>
      `Las páginas, noticias, cómics e imágenes que abres se guardan en este dispositivo para que puedas leerlos sin conexión. Se guardan hasta ${pages} páginas y ${images} imágenes; a partir de ahí, se borra primero lo que usaste hace más tiempo. Nunca se guardan las acciones de seguir ni lo que sigues.`,
    measuring: 'Calculando lo que está guardado…',
    cleared: 'Borrado. ',
    kept: 'Guardado para leer sin conexión: ',
    items: (n: number) => plural('es', n, { one: '# elemento', other: '# elementos' }),
    clear: 'Borrar páginas guardadas',
  },
  pt: {
    title: 'Leitura offline',
    unsupported: 'Este navegador não consegue guardar páginas para leitura offline.',
    what: (pages: string, images: string) =>
      `Páginas, notícias, quadrinhos e imagens que você abre ficam guardados neste dispositivo para leitura sem conexão. São guardadas até ${pages} páginas e ${images} imagens; depois disso, sai primeiro o que você usou há mais tempo. As ações de seguir e o que você segue nunca são guardados.`,
    measuring: 'Calculando o que está guardado…',
    cleared: 'Apagado. ',
    kept: 'Guardado para leitura offline: ',
    items: (n: number) => plural('pt', n, { one: '# item', other: '# itens' }),
    clear: 'Limpar páginas salvas',
  },
});

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
