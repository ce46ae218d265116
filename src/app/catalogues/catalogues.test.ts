import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogues as en } from './en';
import { catalogues as es } from './es';
import { catalogues as pt } from './pt';

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
    expect(en['features/feed/messages']).toHaveProperty('filtersButton', 'Filters');
    expect(es['features/feed/messages']).toHaveProperty('filtersButton', 'Filtros');
  });
});
