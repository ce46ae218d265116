// The contract's `offset=0` ("every item of the query"), honoured but bounded: at most `maxItems` items,
// read and serialised in chunks with the event loop free between them (other clients are served meanwhile),
// streamed through a compressor on the libuv pool, and charged to the client's rate limit by its size.
import { Readable } from 'node:stream';
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Catalog } from '../db/catalog-repository';
import type { ContentFilters, ContentRepository } from '../db/content-repository';
import { negotiateEncoding } from './accept-header';
import { toContentItem, type ThumbnailSpec } from './content-view';

/** Default cap on an `offset=0` answer (CONTENT_ALL_MAX_ITEMS). */
export const DEFAULT_ALL_MAX_ITEMS = 1000;
const CHUNK = 100;

export interface AllContentRequest {
  filters: ContentFilters;
  personalFor: string | undefined;
  thumb: ThumbnailSpec;
  maxItems: number;
}

/** The body as JSON fragments: `{"content":[…],"totalItems":n}` (the count is known only at the end). */
async function* fragments(
  content: ContentRepository,
  catalog: Catalog,
  spec: AllContentRequest,
  onBytes: (bytes: number) => void,
): AsyncGenerator<string> {
  let sent = 0;
  yield '{"content":[';
  while (sent < spec.maxItems) {
    const want = Math.min(CHUNK, spec.maxItems - sent);
    // offset 0 would mean "everything" to list(); page one starts at 0 there too, with a limit.
    const page = content.list(spec.filters, want, sent, spec.personalFor);
    if (page.rows.length > 0) {
      const json = page.rows.map((row) => JSON.stringify(toContentItem(row, catalog, spec.thumb))).join(',');
      const text = `${sent > 0 ? ',' : ''}${json}`;
      onBytes(Buffer.byteLength(text));
      yield text;
    }
    sent += page.rows.length;
    if (page.rows.length < want) break;
    // Let other requests run between chunks.
    await new Promise((resolve) => setImmediate(resolve));
  }
  yield `],"totalItems":${sent}}`;
}

export function sendAllContent(
  request: FastifyRequest,
  reply: FastifyReply,
  repositories: { content: ContentRepository; catalog: Catalog },
  spec: AllContentRequest,
) {
  const source = Readable.from(
    fragments(repositories.content, repositories.catalog, spec, (bytes) => {
      request.streamedBytes = (request.streamedBytes ?? 0) + bytes;
    }),
    { objectMode: false },
  );
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  reply.header('vary', 'Accept-Encoding').type('application/json; charset=utf-8');
  if (encoding === undefined) return reply.send(source);
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } })
      : createGzip({ level: 6 });
  source.on('error', (error) => compressor.destroy(error));
  return reply.header('content-encoding', encoding).send(source.pipe(compressor));
}
