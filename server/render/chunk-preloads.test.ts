import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkPreloads, preloadChunks, type PreloadChunks } from './chunk-preloads';

const chunks: PreloadChunks = {
  catalogue: { en: '/assets/en-a.js', es: '/assets/es-b.js' },
  more: { en: '/assets/en-more-c.js', es: '/assets/es-more-d.js' },
  parts: {
    welcome: ['/assets/home-welcome-w.js'],
    following: ['/assets/home-following-f.js', '/assets/people-p.js'],
  },
};
const open = { welcomeClosed: false };
const closed = { welcomeClosed: true };
const hrefs = (head: string) => [...head.matchAll(/href="([^"]+)"/g)].map(([, href]) => href);

describe('the chunks a page names to preload', () => {
  it('on the front page for a reader who closed the welcome, its own part of the reader’s language only', () => {
    expect(chunkPreloads(chunks, 'es', '/', closed)).toBe(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/es-b.js">',
    );
  });

  it('on the front page before the welcome is closed, the welcome’s code too', () => {
    expect(hrefs(chunkPreloads(chunks, 'en', '/', open))).toEqual([
      '/assets/en-a.js',
      '/assets/home-welcome-w.js',
    ]);
  });

  it('on the Following tab, its code and the rest of the language (its words are not the front page’s)', () => {
    for (const url of ['/?tab=following', '/?tab=following&of=teams']) {
      expect(hrefs(chunkPreloads(chunks, 'es', url, open))).toEqual([
        '/assets/es-b.js',
        '/assets/es-more-d.js',
        '/assets/home-following-f.js',
        '/assets/people-p.js',
      ]);
    }
  });

  it('on every other page, the rest of the reader’s language and no front-page part', () => {
    for (const url of ['/settings', '/feed?sortBy=newest', '/comics', '/feed?tab=following']) {
      expect(hrefs(chunkPreloads(chunks, 'en', url, open))).toEqual([
        '/assets/en-a.js',
        '/assets/en-more-c.js',
      ]);
    }
  });

  it('nothing for a build without chunks (development)', () => {
    expect(chunkPreloads({}, 'en', '/settings', open)).toBe('');
    expect(chunkPreloads({}, 'en', '/', open)).toBe('');
  });
});

describe('the chunks read from a build’s manifest', () => {
  it('names each part’s module and the chunks it imports that the app and the front page do not', () => {
    const dist = mkdtempSync(join(tmpdir(), 'gazette-manifest-'));
    mkdirSync(join(dist, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/boot.js', isEntry: true, imports: ['_framework.js'] },
      '_framework.js': { file: 'assets/framework.js' },
      '_shared.js': { file: 'assets/shared.js' },
      '_people.js': { file: 'assets/people.js', imports: ['_shared.js'] },
      'src/app/routes/home.tsx': { file: 'assets/home.js', imports: ['_framework.js', '_shared.js'] },
      'src/app/routes/home-welcome.tsx': { file: 'assets/home-welcome.js', imports: ['_shared.js'] },
      'src/app/routes/home-following.tsx': {
        file: 'assets/home-following.js',
        imports: ['_framework.js', '_people.js'],
      },
      'src/app/catalogues/en.ts': { file: 'assets/en.js' },
      'src/app/catalogues/en-more.ts': { file: 'assets/en-more.js' },
    };
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const read = preloadChunks(dist);
    expect(read.catalogue?.en).toBe('/assets/en.js');
    expect(read.more?.en).toBe('/assets/en-more.js');
    expect(read.catalogue?.es).toBeUndefined();
    expect(read.parts).toEqual({
      welcome: ['/assets/home-welcome.js'],
      following: ['/assets/home-following.js', '/assets/people.js'],
    });
  });

  it('nothing without a manifest', () => {
    expect(preloadChunks(mkdtempSync(join(tmpdir(), 'gazette-no-manifest-')))).toEqual({});
  });
});
