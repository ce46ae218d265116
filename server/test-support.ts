// Shared set-up for server tests: a real SQLite file in a temp dir, seeded small, driven through app.inject.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
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

/** What the app sends with follow and unfollow (plugins/request-guards.ts refuses them without it). */
export const FOLLOW_HEADERS = { 'x-gazette-intent': 'follow' };

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
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const { hostname, port } = new URL(base);
      const req = request({ hostname, port, path, headers }, (res) => {
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
