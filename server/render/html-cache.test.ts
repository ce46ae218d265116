import { describe, expect, it } from 'vitest';
import { HtmlCache, matchesEtag } from './html-cache';

const page = (text: string) => Buffer.from(text);

describe('the rendered-page cache', () => {
  it('serves a page until its TTL, then forgets it', () => {
    let now = 1_000;
    const cache = new HtmlCache({ ttlMs: 10_000, maxBytes: 1_000_000, now: () => now });
    cache.set('a', 200, page('<p>a</p>'));
    expect(cache.get('a')?.body.toString()).toBe('<p>a</p>');
    now += 9_999;
    expect(cache.get('a')).toBeDefined();
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0, hits: 2, misses: 1, hitRate: 0.667 });
  });

  it('past its TTL, serves a page as stale for its stale window, then forgets it', () => {
    let now = 0;
    const cache = new HtmlCache({ ttlMs: 10_000, staleMs: 50_000, maxBytes: 1_000_000, now: () => now });
    cache.set('a', 200, page('<p>a</p>'));
    expect(cache.isStale(cache.get('a')!)).toBe(false);
    now = 10_000;
    expect(cache.isStale(cache.get('a')!)).toBe(true);
    now = 59_999;
    expect(cache.get('a')?.body.toString()).toBe('<p>a</p>');
    now = 60_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, hits: 1, staleHits: 2, misses: 1, hitRate: 0.75 });
  });

  it('stays within its bytes, the least recently used out first', () => {
    const cache = new HtmlCache({ ttlMs: 60_000, maxBytes: 300 });
    cache.set('a', 200, page('a'.repeat(100)));
    cache.set('b', 200, page('b'.repeat(100)));
    cache.get('a');
    cache.set('c', 200, page('c'.repeat(150)));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(300);
  });

  it('keeps minor pages (not-found, made-up addresses) within their own budget, never at the others’ cost', () => {
    const cache = new HtmlCache({ ttlMs: 60_000, maxBytes: 1_000, minorMaxBytes: 250 });
    cache.set('read', 200, page('r'.repeat(400)));
    cache.set('also-read', 200, page('s'.repeat(300)));
    for (let i = 0; i < 20; i += 1) cache.set(`made-up-${i}`, 404, page('x'.repeat(100)), true);
    expect(cache.get('read')).toBeDefined();
    expect(cache.get('also-read')).toBeDefined();
    // The newest minor pages, least recently used out first.
    expect(cache.get('made-up-19')).toBeDefined();
    expect(cache.get('made-up-0')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ minorBytes: 200, bytes: 900 });
    // A minor page larger than its budget is not kept at all.
    cache.set('huge', 404, page('h'.repeat(300)), true);
    expect(cache.get('huge')).toBeUndefined();
    // Past the whole budget, the least recently used go, whatever their kind.
    cache.set('third', 200, page('t'.repeat(250)));
    expect(cache.get('third')).toBeDefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(1_000);
  });

  it('counts compressed forms in its bytes, made once', () => {
    const cache = new HtmlCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    cache.set('a', 200, page('<p>news</p>'.repeat(500)));
    const stored = cache.get('a')!;
    const before = cache.stats().bytes;
    const br = cache.encode(stored, 'br');
    expect(cache.encode(stored, 'br')).toBe(br);
    expect(cache.stats().bytes).toBe(before + br.length);
  });

  it('keeps nothing with a TTL of 0', () => {
    const cache = new HtmlCache({ ttlMs: 0, maxBytes: 1_000_000 });
    cache.set('a', 200, page('a'));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.enabled).toBe(false);
  });

  it('gives each body its own strong ETag, matched by If-None-Match', () => {
    const cache = new HtmlCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    cache.set('a', 200, page('one'));
    cache.set('b', 200, page('two'));
    const a = cache.get('a')!.etag;
    expect(a).toMatch(/^"[\w-]+"$/);
    expect(a).not.toBe(cache.get('b')!.etag);
    expect(matchesEtag(a, a)).toBe(true);
    expect(matchesEtag(`W/${a}, "x"`, a)).toBe(true);
    expect(matchesEtag('*', a)).toBe(true);
    expect(matchesEtag('"x"', a)).toBe(false);
    expect(matchesEtag(undefined, a)).toBe(false);
  });
});
