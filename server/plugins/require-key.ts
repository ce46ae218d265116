// MEDIA_API_REQUIRE_KEY: the local API behaves like the public service and demands matching partner credentials.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../../contract/vocabulary';
import { HttpError } from '../lib/http-error';

const same = (given: unknown, expected: string) => {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export const requireKeyPlugin = fp(
  async (app: FastifyInstance, options: { publisherId: string; key: string }) => {
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith(`${API_PREFIX}/`)) return;
      const query = request.query as Record<string, unknown>;
      if (!same(query.publisherId, options.publisherId) || !same(query.key, options.key)) {
        throw new HttpError(
          401,
          'a valid publisherId and key are required',
          same(query.publisherId, options.publisherId) ? 'key' : 'publisherId',
        );
      }
    });
  },
);
