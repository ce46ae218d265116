// The scripts a rendered page lists for the browser: the boot script's imports and the page's module, with
// everything they import statically, once each, in the order they are reached; nothing the HTML already
// asks for, nothing only imported on demand.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { modulePreloads, readBuildManifest, type BuildManifest } from './module-preloads';

const MANIFEST: BuildManifest = {
  'index.html': {
    file: 'assets/index-B00t.js',
    isEntry: true,
    imports: ['_preload-helper-P1.js'],
    dynamicImports: ['contract/schemas.ts', 'src/main.tsx'],
  },
  '_preload-helper-P1.js': { file: 'assets/preload-helper-P1.js' },
  'contract/schemas.ts': { file: 'assets/schemas-S1.js', imports: ['_zod-Z1.js'] },
  '_zod-Z1.js': { file: 'assets/zod-Z1.js' },
  'src/main.tsx': {
    file: 'assets/main-M1.js',
    imports: ['_react-R1.js', 'contract/schemas.ts'],
    dynamicImports: ['src/app/routes/home.tsx', 'src/app/routes/comics.tsx', '_workbox-W1.js'],
  },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  '_workbox-W1.js': { file: 'assets/workbox-W1.js' },
  'src/app/routes/home.tsx': { file: 'assets/home-H1.js', imports: ['_react-R1.js', '_feed-F1.js'] },
  '_feed-F1.js': { file: 'assets/feed-F1.js', imports: ['_zod-Z1.js'], dynamicImports: ['_virtual-V1.js'] },
  '_virtual-V1.js': { file: 'assets/virtual-V1.js' },
  'src/app/routes/comics.tsx': {
    file: 'assets/comics-C1.js',
    imports: ['_react-R1.js'],
    css: ['assets/c.css'],
  },
} as BuildManifest;

/** The paths a page's tag lists. */
function listed(tag: string): string[] {
  const json = /^<script type="application\/json" id="gazette-scripts">(.*)<\/script>$/.exec(tag)?.[1];
  if (json === undefined) throw new Error(`not the script list: ${tag}`);
  return JSON.parse(json) as string[];
}

describe('the scripts a rendered page lists', () => {
  it('lists the boot script’s imports and the page module, with their static imports, once each', () => {
    const preloads = modulePreloads(MANIFEST);
    expect(listed(preloads(['src/app/routes/home.tsx']))).toEqual([
      '/assets/schemas-S1.js',
      '/assets/zod-Z1.js',
      '/assets/main-M1.js',
      '/assets/react-R1.js',
      '/assets/home-H1.js',
      '/assets/feed-F1.js',
    ]);
  });

  it('lists another page’s own module instead, and never what is only imported on demand', () => {
    const files = listed(modulePreloads(MANIFEST)(['src/app/routes/comics.tsx']));
    expect(files).toContain('/assets/comics-C1.js');
    for (const notNeeded of [
      'home-H1',
      'feed-F1',
      'virtual-V1',
      'workbox-W1',
      'preload-helper-P1',
      'index-B00t',
    ])
      expect(files.join(' ')).not.toContain(notNeeded);
  });

  it('skips a module the build does not know, and lists nothing without a manifest', () => {
    expect(listed(modulePreloads(MANIFEST)(['src/app/routes/gone.tsx']))).toEqual([
      '/assets/schemas-S1.js',
      '/assets/zod-Z1.js',
      '/assets/main-M1.js',
      '/assets/react-R1.js',
    ]);
    expect(modulePreloads(undefined)(['src/app/routes/home.tsx'])).toBe('');
    expect(modulePreloads({ 'a.ts': { file: 'assets/a.js' } })(['a.ts'])).toBe('');
  });

  it('lists only asset file names, so nothing in the tag needs escaping', () => {
    const hostile = {
      ...MANIFEST,
      'src/app/routes/home.tsx': { file: 'assets/x</script><script>alert(1)</script>.js' },
    } as BuildManifest;
    const tag = modulePreloads(hostile)(['src/app/routes/home.tsx']);
    expect(tag).not.toContain('alert');
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
  });

  it('reads the manifest from disk, and gives none for a missing or broken file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gazette-manifest-'));
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(join(dir, 'broken.json'), '{"index.html":');
    expect(readBuildManifest(join(dir, 'manifest.json'))).toEqual(MANIFEST);
    expect(readBuildManifest(join(dir, 'broken.json'))).toBeUndefined();
    expect(readBuildManifest(join(dir, 'missing.json'))).toBeUndefined();
  });
});
