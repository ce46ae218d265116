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
import { BEFORE_PAINT_BUDGET_KIB, FIRST_SCREEN_BUDGETS, PAGE_BUDGETS } from './budgets.mjs';

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

/**
 * Each interface language's catalogue (src/app/catalogues/load.ts): a page loads its reader's only, the
 * front page's part (<language>.ts) and on every other page the rest (<language>-more.ts).
 */
export const CATALOGUE_MODULES = {
  en: 'src/app/catalogues/en.ts',
  es: 'src/app/catalogues/es.ts',
  pt: 'src/app/catalogues/pt.ts',
};

/**
 * Each page's first-screen chunks for a reader of one interface language: gzip bytes and file names, from a
 * build's manifest.
 */
export function firstScreenJs(distDir = join(ROOT, 'dist'), language = 'en') {
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
  // src/main.tsx imports the page's language's catalogue before hydrating (the server preloads it).
  if (!manifest[CATALOGUE_MODULES[language]])
    throw new Error(`the manifest has no ${CATALOGUE_MODULES[language]}`);
  closure(CATALOGUE_MODULES[language], shared);

  // Every page but the front page also imports the rest of its language's words before it renders
  // (src/app/router.tsx; the server preloads them).
  const more = CATALOGUE_MODULES[language].replace(/\.ts$/, '-more.ts');
  if (!manifest[more]) throw new Error(`the manifest has no ${more}`);

  const pages = {};
  for (const [name, module] of Object.entries(PAGE_MODULES)) {
    if (!manifest[module]) throw new Error(`the manifest has no ${module}`);
    const files = closure(module, new Set(shared));
    if (name !== 'home') closure(more, files);
    const list = [...files].map((file) => [file, gzipOf(file)]).sort((a, b) => b[1] - a[1]);
    pages[name] = { gzip: list.reduce((sum, [, bytes]) => sum + bytes, 0), files: list };
  }
  return pages;
}

/**
 * The JavaScript fetched and run before the first paint: the boot script (index.html's) and what it imports
 * statically. src/boot.ts imports the app only after the first contentful paint (decision 0018); a chunk
 * the bundler puts under it (Vite's preload helper once sat in the shared chunk, which imports the
 * framework) is downloaded beside the stylesheet and evaluated before the page is painted, and moved `/`'s
 * largest paint to a later frame (decision 0048).
 */
export function beforePaintJs(distDir = join(ROOT, 'dist')) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  const list = [...files].map((file) => [file, gzipSync(readFileSync(join(distDir, file))).length]);
  return { gzip: list.reduce((sum, [, bytes]) => sum + bytes, 0), files: list };
}

/** Every source file of the app but the catalogues' (`x.en.ts`, `x.es.ts`, `x.pt.ts`, src/app/catalogues). */
function sourceText(dir = join(ROOT, 'src')) {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory())
        return entry.name === 'catalogues' || entry.name === 'test' ? '' : sourceText(path);
      return /\.(en|es|pt)\.ts$|\.test\.tsx?$/.test(entry.name) ? '' : readFileSync(path, 'utf8');
    })
    .join('\n');
}

/** The text literals of a built chunk that are long enough to be words (not keys, classes or codes). */
function textLiterals(source) {
  const found = new Set();
  // Every literal in order, whatever its length, so a closing quote is never read as an opening one; a
  // template literal's text between its `${…}` parts counts as its own pieces.
  for (const match of source.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)) {
    for (const text of (match[1] ?? match[2] ?? match[3]).split(/\$\{[^}]*\}/)) {
      if (text.length < 16) continue;
      // Words only, without the quotes or template punctuation a minifier leaves around them.
      const words = text.replace(/^[^\p{L}]+|[^\p{L}.!?]+$/gu, '');
      if (/\p{L}+ \p{L}+/u.test(words) && !text.startsWith('./')) found.add(words);
    }
  }
  return found;
}

/**
 * Text of one language's catalogue that another language's pages load in their first screen: for each
 * page, the literals found only in `language`'s catalogue chunk (in no other language's) that also appear in
 * a chunk a reader of `reader` loads. A page for one language carries no other's words: all empty.
 */
export function foreignText(language, reader, distDir = join(ROOT, 'dist')) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const literalsOf = (lang) =>
    textLiterals(readFileSync(join(distDir, manifest[CATALOGUE_MODULES[lang]].file), 'utf8'));
  const own = literalsOf(language);
  for (const other of Object.keys(CATALOGUE_MODULES))
    if (other !== language) for (const text of literalsOf(other)) own.delete(text);
  // Text the code itself also uses (an API error's own message, a filter group's name) is not the catalogue's.
  const code = sourceText();
  for (const text of own) if (code.includes(text)) own.delete(text);
  if (own.size < 50)
    throw new Error(`only ${own.size} ${language}-only texts found: is the catalogue built?`);
  const pages = firstScreenJs(distDir, reader);
  return Object.fromEntries(
    Object.entries(pages).map(([name, { files }]) => {
      const loaded = files.map(([file]) => readFileSync(join(distDir, file), 'utf8')).join('\n');
      return [name, [...own].filter((text) => loaded.includes(text))];
    }),
  );
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
  console.log(`framework floor: ${kib(floor)} KiB gzip`);
  const beforePaint = beforePaintJs();
  const beforePaintMet = beforePaint.gzip <= BEFORE_PAINT_BUDGET_KIB * 1024;
  console.log(
    `${beforePaintMet ? 'ok  ' : 'FAIL'} before the first paint ${kib(beforePaint.gzip)} KiB (budget ≤ ${BEFORE_PAINT_BUDGET_KIB} KiB): ${beforePaint.files.map(([file]) => file).join(', ')}`,
  );
  if (!beforePaintMet) process.exitCode = 1;
  // A reader in English and one in Spanish (Portuguese weighs as Spanish does): each held to the budget.
  for (const language of ['en', 'es']) {
    const pages = firstScreenJs(undefined, language);
    const results = checkBudgets(pages, floor, FIRST_SCREEN_BUDGETS);
    for (const r of results) {
      console.log(
        `${r.met ? 'ok  ' : 'FAIL'} ${`${r.name} (${language})`.padEnd(16)} ${String(kib(r.gzip)).padStart(6)} KiB  ${r.ratio.toFixed(2)}× floor (budget ≤ ${r.budget}×)`,
      );
      if (process.argv.includes('--verbose'))
        for (const [file, bytes] of pages[r.name].files)
          console.log(`       ${String(kib(bytes)).padStart(6)}  ${file}`);
    }
    if (results.some((r) => !r.met)) process.exitCode = 1;
  }
  // One language per reader: an English page's first screen has no Spanish or Portuguese words, and so on.
  for (const [language, reader] of [
    ['en', 'es'],
    ['es', 'en'],
    ['pt', 'en'],
    ['en', 'pt'],
  ]) {
    for (const [page, texts] of Object.entries(foreignText(language, reader))) {
      if (texts.length === 0) continue;
      console.log(
        `FAIL ${page} (${reader}) loads ${texts.length} ${language}-only texts, e.g. “${texts[0]}”`,
      );
      process.exitCode = 1;
    }
  }
  if (process.exitCode !== 1) console.log('ok   every page in en, es and pt loads no other language’s words');
}
