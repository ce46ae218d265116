// A fresh page's compression as it streams (decision 0061): the page whole once decompressed, at each
// format's fastest level (the page cache's kept copy is compressed once at a tighter one, html-cache.ts).
import { PassThrough, type Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../lib/prng';
import { encodedBody, FRESH_LEVELS } from './html-stream';

/** A front page's worth of story cards (about 100 KB), words drawn at random as headlines are. */
function page(): string {
  const random = createRandom(7);
  const syllables = [
    'ma',
    'ri',
    'ton',
    'el',
    'sta',
    'vo',
    'ler',
    'qui',
    'na',
    'bo',
    'ches',
    'al',
    'ding',
    'u',
  ];
  const words = Array.from({ length: 400 }, () =>
    Array.from({ length: random.int(1, 4) }, () => random.pick(syllables)).join(''),
  );
  const text = (count: number) => Array.from({ length: count }, () => random.pick(words)).join(' ');
  const cards = Array.from(
    { length: 120 },
    (_, index) =>
      `<article class="story-card"><a href="/article/${index.toString(16).padStart(8, '0')}-${random.int(0, 1e9)}"><h3>${text(8)}</h3></a><p>${text(18)}</p><img src="/media/content/${random.int(0, 1e9)}/thumb-300x200-q80.jpg" width="300" height="200" alt=""></article>`,
  );
  return `<!doctype html><html lang="en"><head><title>Gazette</title></head><body><main>${cards.join('')}</main></body></html>`;
}

function reply(): FastifyReply {
  const headers: Record<string, string> = {};
  const fake = {
    header: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
      return fake;
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  return fake as unknown as FastifyReply;
}

async function sent(encoding: string, html: string): Promise<Buffer> {
  const body = new PassThrough();
  const out: Readable = encodedBody(
    { headers: { 'accept-encoding': encoding } } as unknown as FastifyRequest,
    reply(),
    body,
  );
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => out.on('end', resolve));
  // As a page goes out: its head first, the rest in a later turn.
  body.write(html.slice(0, 2_000));
  await new Promise((resolve) => setImmediate(resolve));
  body.end(html.slice(2_000));
  await ended;
  return Buffer.concat(chunks);
}

describe('a fresh page compressed as it streams', () => {
  const html = page();

  it('is the whole page in gzip, at gzip’s fastest level', async () => {
    const gzip = await sent('gzip', html);
    expect(gunzipSync(gzip).toString()).toBe(html);
    const fastest = gzipSync(html, { level: FRESH_LEVELS.gzipLevel }).length;
    // The stream's flushes add a few bytes; a tighter level would be well under the fastest one.
    expect(gzip.length).toBeGreaterThan(fastest * 0.97);
    expect(gzip.length).toBeGreaterThan(gzipSync(html, { level: 6 }).length * 1.05);
  });

  it('is the whole page in brotli, at brotli’s fastest quality', async () => {
    const br = await sent('br, gzip', html);
    expect(brotliDecompressSync(br).toString()).toBe(html);
    const quality = (q: number) =>
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: q } }).length;
    expect(br.length).toBeGreaterThan(quality(FRESH_LEVELS.brotliQuality) * 0.97);
    expect(br.length).toBeGreaterThan(quality(4) * 1.05);
  });
});
