// Proxy mode: /mediaApi/… is forwarded to a real upstream with the partner credentials added server-side,
// so the browser never holds the key. Statuses and bodies pass through unchanged.
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../lib/http-error';

export interface ProxyOptions {
  url: string;
  publisherId?: string;
  key?: string;
  timeoutMs?: number;
}

export async function proxyRoutes(app: FastifyInstance, options: ProxyOptions) {
  const base = options.url.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  app.get('/mediaApi/*', async (request, reply) => {
    const [path, search = ''] = request.url.split(/\?(.*)/s) as [string, string?];
    const query = new URLSearchParams(search);
    // The caller's own credentials never override (or leak alongside) the operator's.
    query.delete('publisherId');
    query.delete('key');
    if (options.publisherId) query.set('publisherId', options.publisherId);
    if (options.key) query.set('key', options.key);
    const target = `${base}${path}${query.size > 0 ? `?${query.toString()}` : ''}`;
    let upstream: Response;
    try {
      upstream = await fetch(target, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      // Log the path only: the full target URL carries the key.
      request.log.warn({ path, timedOut }, 'upstream request failed');
      const status = timedOut ? 504 : 502;
      return reply
        .code(status)
        .header('cache-control', 'no-store')
        .send(errorBody(status, timedOut ? `upstream did not answer within ${timeoutMs} ms` : 'upstream unreachable'));
    }
    const body = Buffer.from(await upstream.arrayBuffer());
    reply.code(upstream.status);
    reply.header('content-type', upstream.headers.get('content-type') ?? 'application/json; charset=utf-8');
    reply.header('cache-control', upstream.headers.get('cache-control') ?? 'no-store');
    const retryAfter = upstream.headers.get('retry-after');
    if (retryAfter) reply.header('retry-after', retryAfter);
    return reply.send(body);
  });
}
