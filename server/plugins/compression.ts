// Response compression for the API's JSON (and other text answers sent as a string or Buffer): brotli 4 or
// gzip 6 per Accept-Encoding, done synchronously in onSend. A ~23 KB page compresses in a fraction of a
// millisecond; streaming it through a zlib stream (what @fastify/compress does) cost more main-thread time and
// ~100 MB of resident memory at 50 concurrent connections (measurements in server/README.md).
// Registered after the ETag hook, so ETags are computed on the uncompressed body and equal across encodings.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { negotiateEncoding } from '../lib/accept-header';
import { compressWhole } from '../lib/compress';
import { addVary } from '../lib/vary';

const THRESHOLD_BYTES = 1024;
const COMPRESSIBLE = /^(?:text\/|application\/(?:[\w.+-]*\+)?(?:json|javascript|xml))|^image\/svg\+xml/i;

export const compressionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || reply.statusCode === 204 || reply.statusCode === 304)
      return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const size = Buffer.byteLength(payload);
    if (size < THRESHOLD_BYTES) return payload;
    addVary(reply, 'Accept-Encoding');
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding === undefined) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressWhole(payload, encoding, { brotliQuality: 4, gzipLevel: 6 });
  });
});
