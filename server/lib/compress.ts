// A whole body compressed in one go, on this thread: the API's answers (plugins/compression.ts), the page
// cache's kept copies (render/html-cache.ts) and a fresh page sent whole (render/html-stream.ts), each at
// its own levels. (A page still being rendered streams through zlib's streams instead: html-stream.ts.)
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Encoding } from './accept-header';

export interface CompressionLevels {
  brotliQuality: number;
  gzipLevel: number;
}

export function compressWhole(body: Buffer | string, encoding: Encoding, levels: CompressionLevels): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: levels.brotliQuality,
          [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : gzipSync(body, { level: levels.gzipLevel });
}
