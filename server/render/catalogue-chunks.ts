// Where each interface language's catalogue chunk is in a build (docs/decisions/0043): the page names its
// reader's with `<link rel="modulepreload">`, so the browser fetches it beside the app instead of after it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../../src/lib/i18n';

export type CatalogueChunks = Partial<Record<InterfaceLanguage, string>>;

/** Each language's chunk URL, from the build's manifest (`dist/.vite/manifest.json`); none without one. */
export function catalogueChunks(distDir: string): CatalogueChunks {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return {};
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, { file?: string }>;
  const chunks: CatalogueChunks = {};
  for (const language of INTERFACE_LANGUAGES) {
    const file = manifest[`src/app/catalogues/${language}.ts`]?.file;
    if (file) chunks[language] = `/${file}`;
  }
  return chunks;
}

/** The head's line for a page in `language`, or nothing when the build has no chunk for it. */
export function cataloguePreload(chunks: CatalogueChunks, language: InterfaceLanguage): string {
  const href = chunks[language];
  return href ? `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">` : '';
}
