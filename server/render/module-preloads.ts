// The scripts a rendered page will run, announced at its end as `<link rel="modulepreload">` (docs/decisions/
// 0018, "Scripts announced"). The app's code is ~50 small chunks; without the list the browser finds them a
// level at a time (the boot script's imports, then theirs, then the page module's, then theirs), a round
// trip each on a phone's connection. From Vite's build manifest: the boot script's own imports and the
// matched page modules, with every chunk they import statically — exactly what the page will load, so
// nothing is fetched that it would not have fetched anyway.
import { existsSync, readFileSync } from 'node:fs';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`), keyed by its source module. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The page modules' tags, or none when there is no manifest (development, an unbuilt app). */
export type ModulePreloads = (modules: readonly string[]) => string;

const NONE: ModulePreloads = () => '';

/** The build manifest at `path`; `undefined` when there is none or it cannot be read. */
export function readBuildManifest(path: string): BuildManifest | undefined {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as BuildManifest;
  } catch {
    return undefined;
  }
}

/** Hashed asset names only (`assets/main-C2IMy6Tv.js`): nothing in a tag needs escaping. */
const ASSET = /^[\w./-]+\.js$/;

export function modulePreloads(manifest: BuildManifest | undefined): ModulePreloads {
  if (!manifest) return NONE;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) return NONE;
  // What the HTML asks for already: the boot script and its own static imports (Vite's tags in index.html).
  const inHtml = new Set([entry.file, ...(entry.imports ?? []).map((key) => manifest[key]?.file)]);
  // One list per set of page modules: a handful (one per page), computed once each.
  const known = new Map<string, string>();
  return (modules) => {
    const key = modules.join('\n');
    let tags = known.get(key);
    if (tags !== undefined) return tags;
    const seen = new Set<string>();
    const files: string[] = [];
    const visit = (name: string) => {
      const chunk = manifest[name];
      if (!chunk || seen.has(name)) return;
      seen.add(name);
      if (!inHtml.has(chunk.file) && ASSET.test(chunk.file)) files.push(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    // The boot script's imports (the contract's schemas, then the app), then the page's own module.
    for (const name of [...(entry.dynamicImports ?? []), ...modules]) visit(name);
    tags = `<script type="application/json" id="gazette-scripts">${JSON.stringify(files.map((file) => `/${file}`))}</script>`;
    known.set(key, tags);
    return tags;
  };
}
