// Operational endpoints: health check and the app's runtime configuration.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../src/api/schemas';

export async function systemRoutes(app: FastifyInstance, options: { features: { teamFollow: boolean } }) {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  const config: AppConfig = { apiBaseUrl: '', features: { teamFollow: options.features.teamFollow } };
  app.get('/config.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(config));
}
