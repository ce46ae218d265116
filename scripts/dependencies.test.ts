// What the server and the app import when they run must be installed by a production install
// (`npm ci --omit=dev`): every package they import is listed in `dependencies`, not `devDependencies`.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Imported only by the development loop, never by `npm start`'s server or the built app. */
const DEVELOPMENT_ONLY: Record<string, string> = {
  vite: 'server/render/vite-entry.ts: `npm run dev` renders through Vite’s SSR middleware',
  '@tanstack/react-query-devtools': 'src/app/provider.tsx: loaded only when import.meta.env.DEV',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    const runtime = /\.(ts|tsx)$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name);
    return runtime && !entry.name.startsWith('test-') ? [path] : [];
  });
}

/** The packages a file imports at run time (type-only imports are erased). */
function packagesImportedBy(text: string): string[] {
  const specifiers = [
    ...text.matchAll(/^\s*import\s+(?!type\b)(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm),
    ...text.matchAll(/^\s*export\s+(?!type\b)[^'"]*?\s+from\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
    // CommonJS loading, e.g. `createRequire(import.meta.url)('jsdom')` where a module is loaded on first use.
    ...text.matchAll(/(?:\brequire|\bcreateRequire\([^)]*\))\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]!);
  return specifiers
    .filter((spec) => !/^(\.|@\/|@contract\/|node:|virtual:)/.test(spec))
    .map((spec) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!))
    .filter((name) => !builtinModules.includes(name));
}

const imports = new Map<string, string[]>();
for (const file of ['server', 'src', 'contract'].flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
  for (const name of packagesImportedBy(readFileSync(file, 'utf8'))) {
    imports.set(name, [...(imports.get(name) ?? []), relative(ROOT, file)]);
  }
}

describe('package.json dependencies', () => {
  it('finds the imports it checks (the scan reads the sources)', () => {
    expect([...imports.keys()]).toEqual(expect.arrayContaining(['fastify', 'react', 'jsdom', 'zod']));
  });

  it('lists every package the server and the app import at run time in dependencies', () => {
    const misplaced = [...imports]
      .filter(([name]) => !(name in manifest.dependencies) && !(name in DEVELOPMENT_ONLY))
      .map(([name, files]) => `${name} (imported by ${files[0]})`);
    expect(misplaced).toEqual([]);
  });

  it('keeps the development-only imports out of dependencies and in devDependencies', () => {
    for (const name of Object.keys(DEVELOPMENT_ONLY)) {
      expect(imports.has(name), `${name} is still imported`).toBe(true);
      expect(manifest.devDependencies).toHaveProperty([name]);
    }
  });
});
