// The fast check of section 1's budgets: after `vite build`, the gzipped JavaScript each page's first
// screen needs, read from the build's manifest (dist/.vite/manifest.json) without a server or a browser,
// against the per-page budgets of bench/budgets.mjs. The browser's own measurement (bench/js-size.mjs)
// stays the figure of record; this one counts what the boot script, the app's entry and the page's route
// module import before the page can hydrate, and nothing a page loads later on first use.
//
//   node bench/first-screen.mjs            prints each page's figure; exits 1 when one is over its first-
//                                          screen budget (FIRST_SCREEN_BUDGETS)
//   node bench/first-screen.mjs --verbose  also lists the chunks of each page, largest first
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { FIRST_SCREEN_BUDGETS, PAGE_BUDGETS } from './budgets.mjs';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** The route module of each page in the budgets (src/app/router.tsx loads it lazily for its URL). */
export const PAGE_MODULES = {
  home: 'src/app/routes/home.tsx',
  feed: 'src/app/routes/feed.tsx',
  article: 'src/app/routes/article.tsx',
  person: 'src/app/routes/person.tsx',
  comics: 'src/app/routes/comics.tsx',
  categories: 'src/app/routes/categories.tsx',
};

/** Each page's first-screen chunks: gzip bytes and file names, from a build's manifest. */
export function firstScreenJs(distDir = join(ROOT, 'dist')) {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run \`vite build\` first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const sizes = new Map();
  const gzipOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(distDir, file))).length);
    return sizes.get(file);
  };
  /** A chunk and everything it imports statically (the browser fetches those before running it). */
  const closure = (key, into) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    if (chunk.file.endsWith('.js')) into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  // index.html's script is src/boot.ts, which imports every one of its dynamic imports (the contract's
  // schemas and src/main.tsx) once the first screen is painted.
  const boot = manifest['index.html'];
  if (!boot) throw new Error('the manifest has no index.html entry');
  const shared = closure('index.html', new Set());
  for (const key of boot.dynamicImports ?? []) closure(key, shared);

  const pages = {};
  for (const [name, module] of Object.entries(PAGE_MODULES)) {
    if (!manifest[module]) throw new Error(`the manifest has no ${module}`);
    const files = closure(module, new Set(shared));
    const list = [...files].map((file) => [file, gzipOf(file)]).sort((a, b) => b[1] - a[1]);
    pages[name] = { gzip: list.reduce((sum, [, bytes]) => sum + bytes, 0), files: list };
  }
  return pages;
}

/** The framework floor's JavaScript (bench/js-size.mjs builds it into bench/.work/floor-app/dist). */
export function floorJs(floorDist) {
  const assets = join(floorDist, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file))).length, 0);
}

/**
 * Each page's figure against its budget (a ratio to the floor's JavaScript): PAGE_BUDGETS, or the first
 * screen's own tighter ones (FIRST_SCREEN_BUDGETS) for the manifest's figure.
 */
export function checkBudgets(pages, floorGzip, budgets = PAGE_BUDGETS) {
  return Object.entries(pages).map(([name, { gzip }]) => {
    const ratio = gzip / floorGzip;
    const budget = budgets[name];
    return { name, gzip, ratio, budget, met: budget === undefined || ratio <= budget };
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { buildFloorApp } = await import('./lib/floor-app.mjs');
  const floorDist = join(ROOT, 'bench', '.work', 'floor-app', 'dist');
  const floor = floorJs(existsSync(join(floorDist, 'assets')) ? floorDist : buildFloorApp());
  const pages = firstScreenJs();
  const results = checkBudgets(pages, floor, FIRST_SCREEN_BUDGETS);
  console.log(`framework floor: ${kib(floor)} KiB gzip`);
  for (const r of results) {
    console.log(
      `${r.met ? 'ok  ' : 'FAIL'} ${r.name.padEnd(10)} ${String(kib(r.gzip)).padStart(6)} KiB  ${r.ratio.toFixed(2)}× floor (budget ≤ ${r.budget}×)`,
    );
    if (process.argv.includes('--verbose'))
      for (const [file, bytes] of pages[r.name].files)
        console.log(`       ${String(kib(bytes)).padStart(6)}  ${file}`);
  }
  if (results.some((r) => !r.met)) process.exitCode = 1;
}
