// Renders an image once, stores it on disk, and serves the stored file from then on. The disk cache is
// bounded (least recently used files evicted past `maxBytes`), and renders run on a small pool with a
// bounded queue, so cached images (a file read) stay fast while new ones wait for a render slot.
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import sharp from 'sharp';
import { HttpError } from '../lib/http-error';

export type ImageFormat = 'png' | 'jpeg' | 'webp';

export interface RenderSpec {
  /** Path under the cache dir, e.g. `content/<id>/thumb-300x200-q80.jpg`. */
  cacheKey: string;
  svg: () => string;
  width: number;
  height: number;
  format: ImageFormat;
  quality?: number;
}

export interface ImageCacheBudget {
  /** Disk the cache may use before the least recently used files go (MEDIA_CACHE_MAX_MB). */
  maxBytes: number;
  /** Renders at once (MEDIA_RENDER_CONCURRENCY); the libuv pool keeps the rest of its threads for file reads. */
  renderConcurrency: number;
  /** Renders waiting for a slot before new ones are refused with 503 (MEDIA_RENDER_QUEUE). */
  maxQueue: number;
  /**
   * Renders one client (address) may have waiting or running at once while the queue is busy
   * (MEDIA_RENDER_QUEUE_PER_CLIENT): once half the queue is taken, a client past its share gets 503 +
   * Retry-After, so one client asking for many uncached images cannot fill the shared queue for everyone.
   * Below that its renders simply wait their turn: a picture refused is a broken picture (an `<img>` does
   * not ask again), and a reader opening three pages at once on a cold cache — or readers behind one
   * address — would otherwise see them while the renderer had room.
   */
  maxQueuePerClient: number;
}

export const DEFAULT_IMAGE_CACHE_BUDGET: ImageCacheBudget = {
  maxBytes: 256 * 1024 * 1024,
  renderConcurrency: 1,
  maxQueue: 64,
  maxQueuePerClient: 8,
};

// sharp uses libvips threads; on a 2-core machine keep it from starving the event loop.
sharp.concurrency(1);
// Rendered images are cached on disk; libvips' own operation cache would only hold memory for them.
sharp.cache(false);

export class ImageCache {
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  /** Cached files, least recently used first, with their sizes. */
  private readonly files = new Map<string, number>();
  private bytes = 0;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Renders waiting or running, by the client that asked first for them. */
  private readonly byClient = new Map<string, number>();
  readonly budget: ImageCacheBudget;
  renders = 0;
  evictions = 0;
  /** Deletions of evicted files still under way. */
  private readonly deletions = new Set<Promise<void>>();

  constructor(
    private readonly dir: string,
    budget: Partial<ImageCacheBudget> = {},
  ) {
    this.budget = { ...DEFAULT_IMAGE_CACHE_BUDGET, ...budget };
    mkdirSync(dir, { recursive: true });
    this.scan();
  }

  /** Files left by a previous run count against the budget, oldest access first. */
  private scan(): void {
    const found: { file: string; size: number; time: number }[] = [];
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const full = join(folder, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
          const stat = statSync(full);
          found.push({ file: full, size: stat.size, time: Math.max(stat.atimeMs, stat.mtimeMs) });
        }
      }
    };
    walk(this.dir);
    found.sort((a, b) => a.time - b.time);
    for (const { file, size } of found) this.remember(file, size);
    this.evict();
  }

  get usedBytes(): number {
    return this.bytes;
  }

  private remember(file: string, size: number): void {
    const previous = this.files.get(file);
    if (previous !== undefined) {
      this.files.delete(file);
      this.bytes -= previous;
    }
    this.files.set(file, size);
    this.bytes += size;
  }

  private evict(): void {
    for (const [file, size] of this.files) {
      if (this.bytes <= this.budget.maxBytes) break;
      this.files.delete(file);
      this.bytes -= size;
      this.evictions += 1;
      // A reader of this file right now already has it open or gets ENOENT and re-renders.
      const deletion = unlink(file).catch(() => undefined);
      this.deletions.add(deletion);
      void deletion.finally(() => this.deletions.delete(deletion));
    }
  }

  /** Resolves once every evicted file is gone from disk (the count already excludes them). */
  async settled(): Promise<void> {
    await Promise.all(this.deletions);
  }

  /** The image, from disk or rendered; `client` (its address) counts a render against that client's share. */
  async get(spec: RenderSpec, client?: string): Promise<Buffer> {
    const file = join(this.dir, spec.cacheKey);
    if (relative(this.dir, file).startsWith('..')) throw new HttpError(404, 'no such image');
    const size = this.files.get(file);
    if (size !== undefined) {
      try {
        const buffer = await readFile(file);
        this.remember(file, buffer.length);
        return buffer;
      } catch {
        // Evicted (or removed by hand) meanwhile: render again.
        this.files.delete(file);
        this.bytes -= size;
      }
    }
    // Concurrent first requests for the same image share one render.
    const pending = this.inFlight.get(file);
    if (pending) return pending;
    if (client !== undefined) {
      const mine = this.byClient.get(client) ?? 0;
      if (mine >= this.budget.maxQueuePerClient && this.waiting.length >= this.budget.maxQueue / 2)
        throw new HttpError(503, 'too many images are being rendered for you; retry shortly', undefined, {
          'retry-after': '2',
        });
      this.byClient.set(client, mine + 1);
    }
    const work = this.schedule(() => this.render(spec, file)).finally(() => {
      this.inFlight.delete(file);
      if (client === undefined) return;
      const left = (this.byClient.get(client) ?? 1) - 1;
      if (left > 0) this.byClient.set(client, left);
      else this.byClient.delete(client);
    });
    this.inFlight.set(file, work);
    return work;
  }

  private async schedule<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.budget.renderConcurrency) {
      if (this.waiting.length >= this.budget.maxQueue)
        throw new HttpError(503, 'image rendering is busy; retry shortly', undefined, { 'retry-after': '2' });
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running += 1;
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }

  private async render(spec: RenderSpec, file: string): Promise<Buffer> {
    this.renders += 1;
    const pipeline = sharp(Buffer.from(spec.svg())).resize(spec.width, spec.height, { fit: 'cover' });
    const quality = spec.quality ?? 80;
    const buffer =
      spec.format === 'png'
        ? await pipeline.png({ compressionLevel: 9, palette: true }).toBuffer()
        : spec.format === 'webp'
          ? await pipeline.webp({ quality }).toBuffer()
          : await pipeline.jpeg({ quality, mozjpeg: true }).toBuffer();
    mkdirSync(dirname(file), { recursive: true });
    // Write then rename, so a crash mid-write never leaves a truncated image in the cache.
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temp, buffer);
    await rename(temp, file);
    this.remember(file, buffer.length);
    this.evict();
    return buffer;
  }
}
