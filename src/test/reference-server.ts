// Starts the real reference server on a free port with a seeded SQLite file in a temp dir, for component
// tests that should see the server's own filtering rather than a copy of it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { configureApiClient } from '@/api/client';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ReferenceServer {
  base: string;
  get: <T>(path: string) => Promise<T>;
  stop: () => void;
}

export async function startReferenceServer(
  seedItems = 200,
  env: Record<string, string> = {},
): Promise<ReferenceServer> {
  const dir = mkdtempSync(join(tmpdir(), 'gazette-test-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: join(dir, 'gazette.db'),
      SEED_ITEMS: String(seedItems),
      SEED: '1',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_DISABLED: '1',
      // On a loaded test machine the lag guard would shed the cards' dozen parallel reads.
      LOAD_SHEDDING_DISABLED: '1',
      // Tests compare exact lists: no story arrives while they run (decision 0023).
      NEWS_PUBLISH_INTERVAL_MS: '0',
      ...env,
    },
    stdio: 'ignore',
  });
  const stop = () => {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  // Bounded: the server seeds and listens within seconds (far more on a loaded machine); this polls its
  // health check until then, for at most 90 s.
  for (let attempt = 0; attempt < 900; attempt += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) {
        const get = async (path: string) => {
          const response = await fetch(base + path);
          if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
          return (await response.json()) as never;
        };
        return { base, stop, get };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error('the reference server did not start');
}

export interface ReferenceServerApi {
  /** The server (set before the first test runs). */
  readonly server: ReferenceServer;
  /** Every request the app's API client made during the current test, in order. */
  readonly requests: URL[];
}

/**
 * For a test file: a reference server for the whole file, and the app's API client pointed at it,
 * recording each test's requests afresh.
 */
export function referenceServerForFile(seedItems: number): ReferenceServerApi {
  let server: ReferenceServer | undefined;
  const requests: URL[] = [];
  beforeAll(async () => {
    server = await startReferenceServer(seedItems);
  }, 60_000);
  afterAll(() => {
    server?.stop();
    configureApiClient({ baseUrl: '' });
  });
  beforeEach(() => {
    requests.length = 0;
    configureApiClient({
      baseUrl: server!.base,
      fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
        requests.push(new URL(String(input)));
        return fetch(input, init);
      }) as typeof fetch,
    });
  });
  return {
    get server() {
      if (!server) throw new Error('the reference server is not started yet (use it inside a test)');
      return server;
    },
    requests,
  };
}
