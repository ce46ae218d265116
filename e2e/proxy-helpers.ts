// The project's server in proxy mode in front of a stub upstream the test writes: both started before
// a file's journeys and stopped after them.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serverEnv, serverNodeArgs } from '../scripts/server-process.mjs';
import { test } from './test';

/** How long a proxy spec's `beforeAll` may take: the server's start, on a busy machine. */
const PROXY_START_TIMEOUT_MS = 90_000;

export interface ProxyInFront {
  /** Where the proxy listens, e.g. `http://127.0.0.1:41234`. */
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts `upstream` and the server proxying to it, each on a free port (the server says where in its
 * "ready" line), so journeys run side by side never fight over a port.
 */
export async function startProxyInFront(
  upstream: RequestListener,
  env: Record<string, string> = {},
): Promise<ProxyInFront> {
  // Called from a `beforeAll`: a server of its own starts here (compiling, opening its database, loading
  // the renderer), which on a busy two-core machine running other journeys can take longer than 30 s.
  test.setTimeout(PROXY_START_TIMEOUT_MS);
  const stub: Server = createServer(upstream);
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const { port: upstreamPort } = stub.address() as AddressInfo;
  // A database of its own, small: the proxy serves the upstream's content, and without one it would
  // open (on a fresh clone, first create and seed) the default data/gazette.db — tens of seconds on a
  // busy machine, past the hook's time limit.
  const dir = mkdtempSync(join(tmpdir(), 'gazette-proxy-'));
  const proxy: ChildProcess = spawn(process.execPath, serverNodeArgs(), {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: serverEnv({
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_PATH: join(dir, 'gazette.db'),
      SEED_ITEMS: '50',
      NEWS_PUBLISH_INTERVAL_MS: '0',
      MEDIA_API_UPSTREAM: `http://127.0.0.1:${upstreamPort}`,
      // As for the journeys' own server (playwright.config.ts): limits and shedding are the server tests'.
      RATE_LIMIT_READS_PER_MINUTE: '100000',
      LOAD_MAX_IN_FLIGHT_PER_CLIENT: '10000',
      LOAD_MAX_IN_FLIGHT: '10000',
      LOAD_MAX_LAG_MS: '60000',
      ...env,
    }),
  });
  const started = Date.now();
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    proxy.on('exit', (code) => reject(new Error(`proxy server exited with ${code}:\n${output}`)));
    // Said before the hook's own limit, with what the server wrote, so a slow start reads as one.
    const late = setTimeout(
      () => reject(new Error(`proxy server not ready after ${Date.now() - started} ms:\n${output}`)),
      PROXY_START_TIMEOUT_MS - 5_000,
    );
    proxy.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /"address":"(http:\/\/127\.0\.0\.1:\d+)"[^\n]*"msg":"ready"/.exec(output);
      if (ready) {
        clearTimeout(late);
        resolve(ready[1] as string);
      }
    });
  }).catch(async (error: unknown) => {
    proxy.kill('SIGTERM');
    await new Promise<void>((resolve) => stub.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  return {
    origin,
    async stop() {
      proxy.removeAllListeners('exit');
      proxy.kill('SIGTERM');
      await new Promise<void>((resolve) => stub.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
