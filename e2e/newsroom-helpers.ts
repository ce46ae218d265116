// A server of its own for the journeys about news that arrives: it publishes a story every few seconds,
// which the journeys' shared server never does (it would move lists under the other journeys).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverEnv, serverNodeArgs } from '../scripts/server-process.mjs';

export interface Newsroom {
  /** Where it listens, e.g. `http://127.0.0.1:41234`. */
  origin: string;
  /** How many stories it has published since it started (its /healthz). */
  published(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts the server on a free port with a fresh database, publishing every `publishMs`. */
export async function startNewsroom({
  publishMs,
  pollMs,
}: {
  publishMs: number;
  pollMs: number;
}): Promise<Newsroom> {
  const dir = mkdtempSync(join(tmpdir(), 'gazette-newsroom-'));
  const server: ChildProcess = spawn(process.execPath, serverNodeArgs(), {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: serverEnv({
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_PATH: join(dir, 'gazette.db'),
      SEED_ITEMS: '400',
      SEED: '1',
      NEWS_PUBLISH_INTERVAL_MS: String(publishMs),
      NEWS_POLL_INTERVAL_MS: String(pollMs),
      // Every page is rendered from the database as it is now, so a story published a moment ago is in it.
      SSR_CACHE_TTL_MS: '0',
      // As for the journeys' own server (playwright.config.ts): limits and shedding are the server tests'.
      RATE_LIMIT_READS_PER_MINUTE: '100000',
      LOAD_MAX_IN_FLIGHT_PER_CLIENT: '10000',
      LOAD_MAX_IN_FLIGHT: '10000',
      LOAD_MAX_LAG_MS: '60000',
    }),
  });
  const origin = await new Promise<string>((resolve, reject) => {
    server.on('exit', (code) => reject(new Error(`newsroom server exited with ${code}`)));
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /"address":"(http:\/\/127\.0\.0\.1:\d+)"[^\n]*"msg":"ready"/.exec(output);
      if (ready) resolve(ready[1] as string);
    });
  });
  return {
    origin,
    async published() {
      const health = (await (await fetch(`${origin}/healthz`)).json()) as {
        newsroom: { publishedSinceStart: number };
      };
      return health.newsroom.publishedSinceStart;
    },
    async stop() {
      server.removeAllListeners('exit');
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
