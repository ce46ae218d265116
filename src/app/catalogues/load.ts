// The browser's way to a language's catalogue, in two chunks (docs/decisions/0043, 0051): the parts the front
// page's first screen speaks (./en.ts, fetched before hydration for the page's language; the server names it
// with `<link rel="modulepreload">`), and the rest (./en-more.ts, before any other page renders, and on `/` at
// the reader's first move); both on a switch in Settings.
import { setCatalogueLoader, type CataloguePart, type InterfaceLanguage } from '@/lib/i18n';

const chunks = {
  en: { front: () => import('./en'), more: () => import('./en-more') },
  es: { front: () => import('./es'), more: () => import('./es-more') },
  pt: { front: () => import('./pt'), more: () => import('./pt-more') },
} satisfies Record<InterfaceLanguage, Record<CataloguePart, unknown>>;

export function loadCataloguesAsChunks(): void {
  setCatalogueLoader(async (language, part) => (await chunks[language][part]()).catalogues);
}
