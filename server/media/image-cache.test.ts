// The disk cache is bounded with LRU eviction, renders queue on a small pool (refused past the queue), and a
// cached image is served while renders wait.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-error';
import { articleSvg } from './artwork';
import { ImageCache, type RenderSpec } from './image-cache';
import {
  nearestStep,
  roundThumbnail,
  THUMBNAIL_QUALITIES,
  THUMBNAIL_SIZES,
} from '../../contract/thumbnail-ladder';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'gazette-cache-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const spec = (key: string, size = 64): RenderSpec => ({
  cacheKey: `t/${key}.jpg`,
  svg: () => articleSvg(key, size, size),
  width: size,
  height: size,
  format: 'jpeg',
  quality: 80,
});

function diskBytes(dir: string): number {
  let total = 0;
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else total += statSync(full).size;
    }
  };
  walk(dir);
  return total;
}

describe('thumbnail ladder', () => {
  it('rounds to the nearest step, ties upwards, within the contract bounds', () => {
    expect(nearestStep(16, THUMBNAIL_SIZES)).toBe(16);
    expect(nearestStep(2000, THUMBNAIL_SIZES)).toBe(2000);
    expect(nearestStep(1999, THUMBNAIL_SIZES)).toBe(2000);
    expect(nearestStep(270, THUMBNAIL_SIZES)).toBe(300);
    expect(nearestStep(1, THUMBNAIL_QUALITIES)).toBe(30);
    expect(nearestStep(100, THUMBNAIL_QUALITIES)).toBe(90);
    expect(roundThumbnail({ width: 300, height: 200, quality: 80 })).toEqual({
      width: 300,
      height: 200,
      quality: 80,
    });
    // However many sizes are asked for, at most |sizes|² × |qualities| variants exist per image.
    const variants = new Set<string>();
    for (let w = 16; w <= 2000; w += 7)
      for (const q of [1, 33, 55, 77, 100])
        variants.add(JSON.stringify(roundThumbnail({ width: w, height: w, quality: q })));
    expect(variants.size).toBeLessThanOrEqual(THUMBNAIL_SIZES.length * THUMBNAIL_QUALITIES.length);
  });
});

describe('image cache', () => {
  it('evicts the least recently used files past its byte budget, on disk too', async () => {
    const dir = tempDir();
    const probe = new ImageCache(tempDir());
    const one = (await probe.get(spec('probe'))).length;
    const cache = new ImageCache(dir, { maxBytes: one * 3.5 });
    await cache.get(spec('a'));
    await cache.get(spec('b'));
    await cache.get(spec('c'));
    await cache.get(spec('a')); // a is now the most recent; b the least
    await cache.get(spec('d'));
    expect(cache.evictions).toBeGreaterThanOrEqual(1);
    expect(cache.usedBytes).toBeLessThanOrEqual(one * 3.5);
    await cache.settled();
    const left = readdirSync(join(dir, 't')).sort();
    expect(left).not.toContain('b.jpg');
    expect(left).toContain('a.jpg');
    expect(left).toContain('d.jpg');
    const renders = cache.renders;
    await cache.get(spec('a'));
    expect(cache.renders).toBe(renders);
    await cache.get(spec('b'));
    expect(cache.renders).toBe(renders + 1);
    // A restart counts what is on disk against the same budget.
    const again = new ImageCache(dir, { maxBytes: one * 1.5 });
    expect(again.usedBytes).toBeLessThanOrEqual(one * 1.5);
    await again.settled();
    expect(diskBytes(dir)).toBeLessThanOrEqual(one * 1.5);
  });

  it('renders one at a time, refuses past its queue with 503 + Retry-After, and serves cached images meanwhile', async () => {
    const cache = new ImageCache(tempDir(), { renderConcurrency: 1, maxQueue: 3 });
    await cache.get(spec('cached', 200));
    const order: string[] = [];
    const renders = ['r1', 'r2', 'r3', 'r4'].map((key) =>
      cache.get(spec(key, 1200)).then(
        () => order.push(key),
        (error: unknown) => {
          order.push(`${key}:refused`);
          expect(error).toBeInstanceOf(HttpError);
          expect((error as HttpError).statusCode).toBe(503);
          expect((error as HttpError).headers['retry-after']).toBeDefined();
        },
      ),
    );
    const refused = cache.get(spec('r5', 1200)).catch((error: unknown) => (error as HttpError).statusCode);
    expect(await refused).toBe(503);
    await cache.get(spec('cached', 200));
    order.push('cached');
    await Promise.all(renders);
    // The cached image did not wait for the queue of renders.
    expect(order.indexOf('cached')).toBeLessThan(order.indexOf('r4'));
    expect(order.filter((entry) => entry.endsWith(':refused'))).toEqual([]);
  });

  it('serves one client past its share while the queue has room: a picture refused would be a broken one', async () => {
    const cache = new ImageCache(tempDir(), { renderConcurrency: 1, maxQueue: 32, maxQueuePerClient: 2 });
    // A page's worth of pictures asked at once by one address (a reader with three tabs on a cold cache).
    const page = Array.from({ length: 12 }, (_, i) =>
      cache.get(spec(`page-${i}`, 800), 'a').then(
        () => 200,
        (error: unknown) => (error as HttpError).statusCode,
      ),
    );
    expect(await Promise.all(page)).toEqual(Array.from({ length: 12 }, () => 200));
  });

  it('refuses one client past its share of the queue while another is still served, and serves it again after', async () => {
    const cache = new ImageCache(tempDir(), { renderConcurrency: 1, maxQueue: 6, maxQueuePerClient: 2 });
    const status = (key: string, client: string) =>
      cache.get(spec(key, 800), client).then(
        () => 200,
        (error: unknown) => {
          expect(error).toBeInstanceOf(HttpError);
          expect((error as HttpError).headers['retry-after']).toBe('2');
          return (error as HttpError).statusCode;
        },
      );
    const flood = Array.from({ length: 8 }, (_, i) => status(`flood-${i}`, 'a'));
    const other = [status('other-1', 'b'), status('other-2', 'b')];
    // Its renders wait their turn until half the queue is taken (one running, three waiting); past its
    // share then, it is refused.
    expect(await Promise.all(flood)).toEqual([200, 200, 200, 200, 503, 503, 503, 503]);
    expect(await Promise.all(other)).toEqual([200, 200]);
    // The share is of renders under way: once they are done the client is served again.
    expect(await status('flood-later', 'a')).toBe(200);
    // A second ask for an image already being rendered shares that render and takes no share.
    const first = status('shared', 'a');
    const second = status('shared', 'a');
    const third = status('shared', 'a');
    expect(await Promise.all([first, second, third])).toEqual([200, 200, 200]);
  });
});
