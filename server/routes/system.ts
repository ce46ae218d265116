// Operational endpoints: health check and the app's runtime configuration.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../contract/schemas';

/** The app's runtime configuration: the body of /config.json, also inlined into index.html (static-app.ts). */
export function runtimeConfig(
  features: { teamFollow: boolean },
  newStoriesPollMs?: number,
  playerOrigins: readonly string[] = [],
): AppConfig {
  return {
    apiBaseUrl: '',
    features: { teamFollow: features.teamFollow },
    ...(newStoriesPollMs === undefined ? {} : { newStoriesPollMs }),
    ...(playerOrigins.length ? { playerOrigins: [...playerOrigins] } : {}),
  };
}

/** Figures other parts of the server report in /healthz (e.g. the rendered-page cache), by name. */
export type HealthReports = Map<string, () => unknown>;

export async function systemRoutes(
  app: FastifyInstance,
  options: { config: AppConfig; health?: HealthReports },
) {
  app.get('/healthz', async (_request, reply) => {
    const reports = Object.fromEntries([...(options.health ?? [])].map(([name, report]) => [name, report()]));
    return reply.header('cache-control', 'no-store').send({ status: 'ok', ...reports });
  });

  const { config } = options;
  app.get('/config.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(config));
}
