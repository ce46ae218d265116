// Per-IP rate limits. Routes opt in through `config.rateLimit` (see routes/services.ts), so static files are never limited.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    // Retry-After is what a well-behaved client needs; the quota headers are extra.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true, 'retry-after': true },
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `rate limit exceeded: at most ${context.max} requests per minute; retry in ${Math.ceil(context.ttl / 1000)} s`),
  });
});
