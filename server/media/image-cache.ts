// Renders an image once, stores it on disk, and serves the stored file from then on.
import { existsSync, mkdirSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

export type ImageFormat = 'png' | 'jpeg';

export interface RenderSpec {
  /** Path under the cache dir, e.g. `content/<id>/thumb-300x200-q80.jpg`. */
  cacheKey: string;
  svg: () => string;
  width: number;
  height: number;
  format: ImageFormat;
  quality?: number;
}

// sharp uses libvips threads; on a 2-core machine keep it from starving the event loop.
sharp.concurrency(1);
// Rendered images are cached on disk; libvips' own operation cache would only hold memory for them.
sharp.cache(false);

export class ImageCache {
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  async get(spec: RenderSpec): Promise<Buffer> {
    const file = join(this.dir, spec.cacheKey);
    if (existsSync(file)) return readFile(file);
    // Concurrent first requests for the same image share one render.
    const pending = this.inFlight.get(file);
    if (pending) return pending;
    const work = this.render(spec, file).finally(() => this.inFlight.delete(file));
    this.inFlight.set(file, work);
    return work;
  }

  private async render(spec: RenderSpec, file: string): Promise<Buffer> {
    const pipeline = sharp(Buffer.from(spec.svg())).resize(spec.width, spec.height, { fit: 'cover' });
    const buffer =
      spec.format === 'png'
        ? await pipeline.png({ compressionLevel: 9, palette: true }).toBuffer()
        : await pipeline.jpeg({ quality: spec.quality ?? 80, mozjpeg: true }).toBuffer();
    mkdirSync(dirname(file), { recursive: true });
    // Write then rename, so a crash mid-write never leaves a truncated image in the cache.
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temp, buffer);
    await rename(temp, file);
    return buffer;
  }
}
