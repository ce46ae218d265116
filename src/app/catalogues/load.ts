// The browser's way to a language's catalogue: its own chunk, fetched before hydration for the page's
// language (the server names it with `<link rel="modulepreload">`) and on a switch in Settings.
import { setCatalogueLoader, type InterfaceLanguage } from '@/lib/i18n';

const chunks = {
  en: () => import('./en'),
  es: () => import('./es'),
  pt: () => import('./pt'),
} satisfies Record<InterfaceLanguage, unknown>;

export function loadCataloguesAsChunks(): void {
  setCatalogueLoader(async (language) => (await chunks[language]()).catalogues);
}
