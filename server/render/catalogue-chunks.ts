// Where each interface language's catalogue chunks are in a build (docs/decisions/0043, 0051): the page names
// its reader's with `<link rel="modulepreload">`, so the browser fetches them beside the app instead of after
// it. The front page (`/`) needs the first part only (src/app/catalogues/<language>.ts); every other page the
// rest too (<language>-more.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../../src/lib/i18n';

export type CatalogueChunks = Partial<Record<InterfaceLanguage, string>> & {
  more?: Partial<Record<InterfaceLanguage, string>>;
};

/** Each language's chunk URLs, from the build's manifest (`dist/.vite/manifest.json`); none without one. */
export function catalogueChunks(distDir: string): CatalogueChunks {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return {};
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, { file?: string }>;
  const chunks: CatalogueChunks = { more: {} };
  for (const language of INTERFACE_LANGUAGES) {
    const file = manifest[`src/app/catalogues/${language}.ts`]?.file;
    if (file) chunks[language] = `/${file}`;
    const more = manifest[`src/app/catalogues/${language}-more.ts`]?.file;
    if (more) chunks.more![language] = `/${more}`;
  }
  return chunks;
}

const preload = (href: string | undefined) =>
  href ? `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">` : '';

/**
 * The head's lines for a page in `language` at `url` (a request's URL, with its query), or nothing when the
 * build has no chunk for it: the rest of the catalogue on every page but the front page.
 */
export function cataloguePreload(chunks: CatalogueChunks, language: InterfaceLanguage, url = '/'): string {
  const frontPage = url === '/' || url.startsWith('/?') || url.startsWith('/#');
  return preload(chunks[language]) + (frontPage ? '' : preload(chunks.more?.[language]));
}
