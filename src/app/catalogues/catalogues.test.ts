import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogues as enFront } from './en';
import { catalogues as enMore } from './en-more';
import { catalogues as esFront } from './es';
import { catalogues as esMore } from './es-more';
import { catalogues as ptFront } from './pt';
import { catalogues as ptMore } from './pt-more';

const en = { ...enFront, ...enMore };
const es = { ...esFront, ...esMore };
const pt = { ...ptFront, ...ptMore };

/** The app's modules a module imports statically (not `import type`, not `import()`), as paths under src. */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^import (?!type )[^;]*?from '([^']+)';$/gms)].flatMap(([, spec]) => {
    const base = spec!.startsWith('@/')
      ? join('src', spec!.slice(2))
      : spec!.startsWith('.')
        ? join(dirname(file), spec!)
        : undefined;
    if (!base) return [];
    const found = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((ext) => base + ext).find(existsSync);
    return found && statSync(found).isFile() ? [found] : [];
  });
}

/**
 * The parts named by the handles of every module the app's entry, the front page and its welcome import
 * statically.
 */
function frontPageParts(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  // The welcome is the first visit's first screen, in a module the front page loads before it hydrates.
  ['src/main.tsx', 'src/app/routes/home.tsx', 'src/app/routes/home-welcome.tsx'].forEach(visit);
  return [...seen].flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/namespace<\w+>\('([^']+)'\)/g)].map((match) => match[1]!),
  );
}

/** Every `namespace<…>('key')` handle in the app's source. */
function handleKeys(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return handleKeys(path);
    if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$/.test(entry)) return [];
    return [...readFileSync(path, 'utf8').matchAll(/namespace<\w+>\('([^']+)'\)/g)].map((match) => match[1]!);
  });
}

describe('the language catalogues (src/app/catalogues/{en,es,pt}.ts)', () => {
  it('hold the same parts in every language', () => {
    expect(Object.keys(en).length).toBeGreaterThan(30);
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(pt).sort()).toEqual(Object.keys(en).sort());
  });

  it('name each part by its path, as its handle does', () => {
    const keys = handleKeys('src');
    expect(keys).toContain('features/feed/messages');
    expect(keys.filter((key) => !(key in en))).toEqual([]);
    expect(en['features/feed/filter-messages']).toHaveProperty('filtersButton', 'Filters');
    expect(es['features/feed/filter-messages']).toHaveProperty('filtersButton', 'Filtros');
  });

  it('hold in their first part every part the front page speaks before it hydrates, and only those', () => {
    const front = new Set(frontPageParts());
    expect(front).toContain('app/routes/home');
    expect(front).toContain('features/welcome/components/welcome-panel');
    expect(front).not.toContain('features/settings/components/settings-form');
    expect(Object.keys(enFront).sort()).toEqual([...front].sort());
    expect(Object.keys(esFront).sort()).toEqual(Object.keys(enFront).sort());
    expect(Object.keys(ptFront).sort()).toEqual(Object.keys(enFront).sort());
    expect(Object.keys(enMore).filter((key) => key in enFront)).toEqual([]);
  });
});
