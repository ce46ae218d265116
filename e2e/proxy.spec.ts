// Proxy mode in front of an upstream that wraps its by-id answers in the list's own wrapper
// (`{"categories":[x]}`): the project's server passes them through unchanged and the reader renders them.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { serverEnv, serverNodeArgs } from '../scripts/server-process.mjs';

const PROXY_PORT = Number(process.env.E2E_PROXY_PORT ?? 4192);
const wrapped = {
  categoryId: 13,
  categoryName: 'Harbour News',
  translatedName: 'Harbour News',
  imageUrl: '',
};

let upstream: Server;
let proxy: ChildProcess;
const seen: string[] = [];

test.beforeAll(async () => {
  upstream = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://upstream');
    seen.push(url.pathname);
    const body = url.pathname.endsWith('/category/id/13')
      ? { categories: [wrapped] }
      : url.pathname.includes('/category')
        ? { categories: [wrapped] }
        : url.pathname.includes('/content')
          ? { totalItems: 0, content: [] }
          : undefined;
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body ?? { status: 404, error: 'Not Found', message: 'no such thing' }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  proxy = spawn(process.execPath, serverNodeArgs(), {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: serverEnv({
      ...process.env,
      PORT: String(PROXY_PORT),
      HOST: '127.0.0.1',
      MEDIA_API_UPSTREAM: `http://127.0.0.1:${port}`,
      RATE_LIMIT_READS_PER_MINUTE: '100000',
    }),
  });
  await new Promise<void>((resolve, reject) => {
    proxy.on('exit', (code) => reject(new Error(`proxy server exited with ${code}`)));
    proxy.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('"ready"')) resolve();
    });
  });
});

test.afterAll(async () => {
  proxy?.removeAllListeners('exit');
  proxy?.kill('SIGTERM');
  await new Promise<void>((resolve) => upstream?.close(() => resolve()));
});

test('a category page in proxy mode renders a by-id answer the upstream wraps', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${PROXY_PORT}/categories/13`);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour News' })).toBeVisible();
  expect(seen).toContain('/mediaApi/mediaApi/v1.0/category/id/13');
});
