// The chunks a page names with `<link rel="modulepreload">`, from the build's manifest, so the browser fetches
// them beside the app instead of one step after it (docs/decisions/0043, 0051, 0055):
// - the reader's interface language's catalogue: its first part (src/app/catalogues/<language>.ts) on every
//   page, the rest (<language>-more.ts) on every page but the front page's Latest tab;
// - the front page's part its visit shows (src/app/routes/home-welcome.tsx while the reader has not closed the
//   welcome, home-following.tsx on the Following tab), with the chunks it imports that the app and the front
//   page do not already load.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../../src/lib/i18n';
import { homeTab } from '../../src/lib/paths';

type FrontPagePart = 'welcome' | 'following';

export interface PreloadChunks {
  catalogue?: Partial<Record<InterfaceLanguage, string>>;
  more?: Partial<Record<InterfaceLanguage, string>>;
  parts?: Partial<Record<FrontPagePart, string[]>>;
}

interface ManifestChunk {
  file?: string;
  imports?: string[];
  isEntry?: boolean;
}

/** The chunk URLs from the build's manifest (`dist/.vite/manifest.json`); none without one. */
export function preloadChunks(distDir: string): PreloadChunks {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return {};
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const url = (key: string) => (manifest[key]?.file ? `/${manifest[key].file}` : undefined);
  const chunks: Required<PreloadChunks> = { catalogue: {}, more: {}, parts: {} };
  for (const language of INTERFACE_LANGUAGES) {
    chunks.catalogue[language] = url(`src/app/catalogues/${language}.ts`);
    chunks.more[language] = url(`src/app/catalogues/${language}-more.ts`);
  }
  // What the app's entry and the front page import statically is on its way already.
  const loaded = new Set<string>();
  const visit = (key: string) => {
    if (loaded.has(key) || !manifest[key]) return;
    loaded.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  visit('src/app/routes/home.tsx');
  for (const part of ['welcome', 'following'] as const) {
    const key = `src/app/routes/home-${part}.tsx`;
    if (!manifest[key]) continue;
    const keys = [key, ...(manifest[key].imports ?? []).filter((imported) => !loaded.has(imported))];
    chunks.parts[part] = keys.map(url).filter((href): href is string => href !== undefined);
  }
  return chunks;
}

const preload = (href: string | undefined) =>
  href ? `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">` : '';

/**
 * The head's lines for a page in `language` at `url` (a request's URL, with its query) for a reader who has
 * or has not closed the front page's welcome; nothing for a chunk the build does not have.
 */
export function chunkPreloads(
  chunks: PreloadChunks,
  language: InterfaceLanguage,
  url: string,
  { welcomeClosed }: { welcomeClosed: boolean },
): string {
  const [path, query = ''] = url.split('?');
  const hrefs = [chunks.catalogue?.[language]];
  if (path !== '/') hrefs.push(chunks.more?.[language]);
  else if (homeTab(query) === 'following')
    hrefs.push(chunks.more?.[language], ...(chunks.parts?.following ?? []));
  else if (!welcomeClosed) hrefs.push(...(chunks.parts?.welcome ?? []));
  return hrefs.map(preload).join('');
}
