// Section 5 — Server rendering: what rendering costs the server, with and without the
// rendered-page cache, against sending the static index.html; and how soon a page's first byte leaves
// when the backend takes 2 s (proxy mode in front of a slow stub), against the page's whole answer; and
// the CPU one uncached render costs against React's own renderToString of the same page (render-cost.mjs).
import { rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { PORTS, ROOT, log, median, round, row } from './lib/common.mjs';
import { benchDatabasePath, startReferenceServer } from './lib/reference-server.mjs';
import { measureRenderCost } from './render-cost.mjs';

const SECONDS = Number(process.env.BENCH_RENDER_SECONDS ?? 8);
const CONNECTIONS = 50;
const HTML = { accept: 'text/html', 'accept-encoding': 'gzip' };

async function rps(base, path) {
  const result = await autocannon({
    url: `${base}${path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: HTML,
  });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

/** Time to the first body byte and to the last, for one request. */
async function timings(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: HTML });
  const reader = response.body.getReader();
  const first = await reader.read();
  const firstByte = performance.now() - started;
  let done = first.done;
  while (!done) ({ done } = await reader.read());
  return { firstByte, total: performance.now() - started, status: response.status };
}

function slowUpstream(delayMs) {
  const server = createServer((request, response) => {
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ totalItems: 0, content: [] }));
    }, delayMs);
  });
  return new Promise((resolve) => server.listen(PORTS.slowUpstream, '127.0.0.1', () => resolve(server)));
}

export async function measureRendering({ appUrl, routes = [] }) {
  const rows = [];
  log(`rendering: static index.html vs rendered / (cache on), ${SECONDS} s each`);
  // The static file: what the server sent before it rendered pages (a reserved path, never rendered).
  await rps(appUrl, '/index.html'); // warm-up, as for every figure below
  const staticFile = await rps(appUrl, '/index.html');
  const staticIndexBytes = (await (await fetch(`${appUrl}/index.html`)).arrayBuffer()).byteLength;
  await rps(appUrl, '/');
  const cached = await rps(appUrl, '/');
  // The same bytes as the rendered `/`, as a static file the server answers the way it answers index.html
  // (compressed once, kept in memory): what the page's size alone costs, without any rendering.
  const copyName = 'bench-rendered-home.html';
  const copyPath = join(ROOT, 'dist', copyName);
  const renderedBytes = Buffer.from(
    await (await fetch(`${appUrl}/`, { headers: { accept: 'text/html' } })).arrayBuffer(),
  );
  let sameBytes;
  try {
    writeFileSync(copyPath, renderedBytes);
    await rps(appUrl, `/${copyName}`);
    sameBytes = await rps(appUrl, `/${copyName}`);
  } finally {
    rmSync(copyPath, { force: true });
  }
  const noCache = await startReferenceServer({
    port: PORTS.renderNoCache,
    databasePath: benchDatabasePath(),
    logName: 'server-render-nocache.log',
    // Every request rendered: a queue long enough for all the connections (past the default's 16 waiting,
    // the server would answer the rest unrendered, which is not what this row measures).
    env: { SSR_CACHE_TTL_MS: '0', SSR_QUEUE: String(CONNECTIONS) },
  });
  let uncached;
  let cost = [];
  try {
    await rps(noCache.url, '/');
    uncached = await rps(noCache.url, '/');
    // One render at a time against React's own renderToString of the same page (the floor).
    const article = routes.find((route) => route.name === 'article' && route.path);
    cost = await measureRenderCost({
      server: noCache,
      pages: [
        { label: '`/`', path: '/' },
        ...(article ? [{ label: '`/article/:id`', path: article.path }] : []),
      ],
    });
  } finally {
    await noCache.child.stopGracefully();
  }
  const note = (r) => `p99 ${r.p99} ms${r.non2xx ? `, ${r.non2xx} non-2xx` : ''}`;
  rows.push(
    row('Static index.html throughput', round(staticFile.rps, 0), {
      unit: 'req/s',
      note: `${note(staticFile)} at ${CONNECTIONS} connections`,
    }),
    row('Rendered `/` throughput, cache on', round(cached.rps, 0), {
      unit: 'req/s',
      note: `${note(cached)} at ${CONNECTIONS} connections`,
    }),
    row('Static copy of the rendered `/` (same bytes) throughput', round(sameBytes.rps, 0), {
      unit: 'req/s',
      note: `${note(sameBytes)} at ${CONNECTIONS} connections; ${Math.round(renderedBytes.length / 1024)} KiB uncompressed against index.html's ${Math.round(staticIndexBytes / 1024)} KiB`,
    }),
    row('Rendered `/` with the cache, ratio to its static copy', round(cached.rps / sameBytes.rps, 2), {
      unit: '×',
      note: 'what the cache adds beyond the page’s size: the issue’s ratio (below) compares a page of 20 stories with the empty shell',
    }),
    row('Rendered `/` throughput, cache off (every request rendered)', round(uncached.rps, 0), {
      unit: 'req/s',
      note: `${note(uncached)} at ${CONNECTIONS} connections`,
    }),
    row('Rendered `/` with the cache, ratio to the static file', round(cached.rps / staticFile.rps, 2), {
      unit: '×',
      target: '≥ 0.8×',
      met: cached.rps / staticFile.rps >= 0.8,
    }),
    row('Rendered `/` without the cache, ratio to the static file', round(uncached.rps / staticFile.rps, 3), {
      unit: '×',
      target: '≥ 0.2×',
      met: uncached.rps / staticFile.rps >= 0.2,
      note: 'each render is the whole first screen (React to HTML, the state dehydrated and serialized) on one core',
    }),

    ...cost,
  );

  log('rendering: first byte in front of a 2 s upstream (proxy mode)');
  const upstream = await slowUpstream(2_000);
  const proxy = await startReferenceServer({
    port: PORTS.renderProxy,
    databasePath: benchDatabasePath(),
    logName: 'server-render-proxy.log',
    env: { MEDIA_API_UPSTREAM: `http://127.0.0.1:${PORTS.slowUpstream}`, SSR_CACHE_TTL_MS: '0' },
  });
  try {
    await timings(`${proxy.url}/settings`);
    const runs = [];
    for (let i = 0; i < 5; i += 1) runs.push(await timings(`${proxy.url}/?run=${i}`));
    const firstByte = median(runs.map((run) => run.firstByte));
    const total = median(runs.map((run) => run.total));
    rows.push(
      row('Page first byte with a 2 s upstream (median of 5)', round(firstByte, 0), {
        unit: 'ms',
        target: '≤ 50 ms',
        met: firstByte <= 50,
        note: `whole page ${round(total, 0)} ms (frame and skeleton within the ${300} ms data budget; the browser fetches the stories); statuses ${[...new Set(runs.map((run) => run.status))].join(', ')}`,
      }),
    );
  } finally {
    await proxy.child.stopGracefully();
    upstream.close();
  }
  return rows;
}
