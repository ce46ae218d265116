// Shared set-up for server tests: a real SQLite file in a temp dir, seeded small, driven through app.inject.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, request, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from './app';

/** A fixed anchor day (2026-01-01 UTC) so seeded data is identical on every run. */
export const TEST_ANCHOR = 1_767_225_600;
export const TEST_ITEMS = 300;

export interface TestApp {
  app: FastifyInstance;
  dir: string;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<AppOptions> = {}): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'gazette-test-'));
  const app = await buildApp({
    databasePath: join(dir, 'gazette.db'),
    seed: { items: TEST_ITEMS, seed: 1, anchor: TEST_ANCHOR },
    distDir: join(dir, 'dist'),
    mediaCacheDir: join(dir, 'media-cache'),
    rateLimit: false,
    logLevel: 'silent',
    load: false,
    // Server rendering has its own tests (server/render/*.test.ts), which pass `render` themselves.
    render: false,
    ...overrides,
  });
  return {
    app,
    dir,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function getJson(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers });
  let body: unknown;
  try {
    body = response.json();
  } catch {
    body = response.body;
  }
  return { status: response.statusCode, headers: response.headers, body };
}

/** GET with the path exactly as written (no dot-segment resolution, no re-encoding). */
export function rawGet(base: string, path: string, headers: Record<string, string> = {}) {
  return rawRequest(base, 'GET', path, headers);
}

/**
 * A request with its target exactly as written: a path with any encoding, or an absolute-form target
 * (`http://other/mediaApi/…`, as a client talking to a proxy sends it).
 */
export function rawRequest(base: string, method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const { hostname, port } = new URL(base);
      const req = request({ hostname, port, path, method, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

/** The partner credentials proxy-mode tests configure, to check that none of them leaks. */
export const TEST_PARTNER = { publisherId: 'pub42', key: 'secret123' } as const;

export interface ProxiedTestApp extends TestApp {
  /** The stub upstream's base URL (also a secret: it must never reach a reader). */
  upstreamUrl: string;
}

/**
 * The app in proxy mode in front of a stub upstream: a node http server on 127.0.0.1 (port 0) answering
 * with `handler`. `close()` stops both.
 */
export async function createProxiedTestApp(
  handler: RequestListener,
  {
    upstream: upstreamOptions,
    ...overrides
  }: Omit<Partial<AppOptions>, 'upstream'> & { upstream?: Partial<NonNullable<AppOptions['upstream']>> } = {},
): Promise<ProxiedTestApp> {
  const upstream = createServer(handler);
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const t = await createTestApp({
    upstream: {
      url: upstreamUrl,
      ...TEST_PARTNER,
      // Long enough for a loaded CI machine's first request, short enough for the timeout tests.
      timeoutMs: 1_500,
      maxBodyBytes: 256 * 1024,
      maxRetryAfterSeconds: 120,
      ...upstreamOptions,
    },
    ...overrides,
  });
  return {
    ...t,
    upstreamUrl,
    async close() {
      await t.close();
      upstream.closeAllConnections();
      await new Promise((resolve) => upstream.close(resolve));
    },
  };
}
