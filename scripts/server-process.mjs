// How the reference server is run in production, the journeys and the benchmark alike.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Node flags for the server: TypeScript through tsx (no build step, see docs/decisions/0001), and a
 * 2 MB young generation that keeps resident memory down under load at the same throughput
 * (server/README.md, "Memory").
 */
export function serverNodeArgs(entry = join(ROOT, 'server', 'main.ts')) {
  return ['--max-semi-space-size=2', '--import', 'tsx', entry];
}

/**
 * glibc's per-thread malloc arenas let image rendering (sharp, on libuv's threads) hold on to
 * memory it has freed; two arenas are plenty for this server.
 */
export function serverEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: '2', ...env };
}
