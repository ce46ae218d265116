// A rendered page on its way out: compressed as it streams, in chunks joined per turn of the event loop,
// and recorded whole for the page cache.
import { Transform, type Readable } from 'node:stream';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary } from '../lib/vary';
import { negotiateEncoding } from '../lib/accept-header';
import { compressWhole } from '../lib/compress';

/**
 * A fresh page's compression: each format's fastest level. A page rendered for one reader goes out once; the
 * page cache compresses its kept copy once per encoding at a tighter level (html-cache.ts: brotli 5, gzip 6)
 * for every reader after. Brotli 4 and gzip 6 here cost 1.2–1.7 ms of CPU per front page on zlib's threads
 * (which a profile of the main thread does not show), a tenth of an uncached render, for 12–14 % fewer
 * bytes (decision 0061).
 */
export const FRESH_LEVELS = { brotliQuality: 1, gzipLevel: 1 } as const;

/**
 * A page already whole, compressed at once at the same levels (on this thread: 0.1–0.4 ms for a front page,
 * against a zlib stream's handoffs to the libuv pool and back).
 */
export function encodedWhole(request: FastifyRequest, reply: FastifyReply, html: Buffer): Buffer {
  addVary(reply, 'Accept-Encoding');
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding === undefined) return html;
  reply.header('content-encoding', encoding);
  return compressWhole(html, encoding, FRESH_LEVELS);
}

/** Streamed HTML compressed as it goes (each chunk flushed, so streaming survives compression). */
export function encodedBody(request: FastifyRequest, reply: FastifyReply, body: Readable): Readable {
  addVary(reply, 'Accept-Encoding');
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding === undefined) return body;
  reply.header('content-encoding', encoding);
  const encoder =
    encoding === 'br'
      ? createBrotliCompress({
          flush: zlibConstants.BROTLI_OPERATION_FLUSH,
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: FRESH_LEVELS.brotliQuality },
        })
      : createGzip({ flush: zlibConstants.Z_SYNC_FLUSH, level: FRESH_LEVELS.gzipLevel });
  return body.pipe(coalesced()).pipe(encoder);
}

/**
 * Joins what is written within one turn of the event loop into one chunk. React writes a page as many
 * small chunks; compressed with a flush after each, the page cost a sync flush per tag run (and compressed
 * worse). A pause in React's stream (data still on its way) still flushes at once.
 */
function coalesced(): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  const stream: Transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          if (pending.length === 0) return;
          const joined = Buffer.concat(pending);
          pending = [];
          stream.push(joined);
        });
      }
      done();
    },
    flush(done) {
      const rest = pending;
      pending = [];
      done(null, rest.length === 0 ? undefined : Buffer.concat(rest));
    },
  });
  return stream;
}

/**
 * A pass-through that keeps a copy of what goes through it, for the HTML cache. The copy is whole once the
 * last chunk has passed through (the stream's flush), which is not when the stream feeding it ends: with
 * the reader or the compressor behind, chunks still wait in this stream's buffer then, and a copy taken
 * at that moment is the page cut short — kept and served to everyone until it expired. A stream destroyed
 * on the way (the reader left) never flushes, so nothing is kept.
 */
export function recording(): { stream: Transform; whole: Promise<Buffer> } {
  const chunks: Buffer[] = [];
  let resolveWhole: (html: Buffer) => void = () => undefined;
  const whole = new Promise<Buffer>((resolve) => {
    resolveWhole = resolve;
  });
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done(null, chunk);
    },
    flush(done) {
      resolveWhole(Buffer.concat(chunks));
      done();
    },
  });
  return { stream, whole };
}
