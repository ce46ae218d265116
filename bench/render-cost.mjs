// Section 5, continued — what one uncached render costs the server in CPU, against the floor of this
// stack: React's own renderToString of the same element tree from the same data (bench/lib/render-floor.mjs).
// The server's figure is its process's CPU time (/proc, user + system) over sequential requests for the
// page with the page cache off, so it holds everything a render costs: the request, the data (the API
// answered in process), React's stream, the state sent beside it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, log, round, row } from './lib/common.mjs';
import { serverEnv, serverNodeArgs } from '../scripts/server-process.mjs';

const RUNS = Number(process.env.BENCH_RENDER_COST_RUNS ?? 150);
const WARMUP = 20;
const HTML = { accept: 'text/html' };
/** Linux counts a process's CPU time in clock ticks of 10 ms. */
const TICK_MS = 10;

function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

async function page(url) {
  const response = await fetch(url, { headers: HTML });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return html;
}

/** The server's CPU time per render of `url`, over RUNS sequential requests. */
async function serverCost(url, pid) {
  for (let i = 0; i < WARMUP; i += 1) await page(url);
  const before = cpuMs(pid);
  for (let i = 0; i < RUNS; i += 1) await page(url);
  return (cpuMs(pid) - before) / RUNS;
}

const between = (html, start, end) => {
  const from = html.indexOf(start);
  const to = html.indexOf(end, from + start.length);
  return from === -1 || to === -1 ? undefined : html.slice(from + start.length, to);
};

function floorCost(input) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      // The server's own Node flags (the size of its young generation, above all).
      serverNodeArgs(join(ROOT, 'bench', 'lib', 'render-floor.mjs')),
      {
        cwd: ROOT,
        env: serverEnv({ ...process.env, NODE_ENV: 'production' }),
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`the floor exited with ${code}`)),
    );
    child.stdin.end(JSON.stringify(input));
  });
}

/** React's hoisted head tags lead its output; the server moves them into <head>. */
const withoutHoisted = (html) => html.replace(/^(?:<(?:meta|link)\b[^>]*>|<title>[^<]*<\/title>)+/, '');

/**
 * One row per page: the server's CPU per uncached render, the floor's, and their ratio (target ≤ 2×).
 * `server` is a reference server started with the page cache off.
 */
export async function measureRenderCost({ server, pages }) {
  const rows = [];
  for (const { label, path } of pages) {
    const url = `${server.url}${path}`;
    log(`render cost: ${label}, ${RUNS} uncached renders by the server, then the floor`);
    const serverMs = await serverCost(url, server.pid);
    const html = await page(url);
    const state = between(html, '<script type="application/json" id="gazette-state">', '</script>');
    const config = JSON.parse(
      between(html, '<script id="gazette-config" type="application/json">', '</script>') ?? '{}',
    );
    const root = between(
      html,
      '<div id="root">',
      `</div><script type="application/json" id="gazette-state">`,
    );
    if (!state || root === undefined) throw new Error(`${label}: no rendered state in the page`);
    const floor = await floorCost({ url, origin: server.url, config, state, runs: RUNS });
    const same = withoutHoisted(floor.html) === root;
    const ratio = serverMs / floor.cpuMs;
    rows.push(
      row(
        `Uncached render of ${label}, CPU per render, ratio to React's own renderToString`,
        round(ratio, 2),
        {
          unit: '×',
          target: '≤ 2×',
          met: ratio <= 2,
          note: `server ${round(serverMs, 1)} ms, floor ${round(floor.cpuMs, 1)} ms of CPU per render (${RUNS} each, one at a time; the floor: the same routes and data in a filled query cache, renderToString, no fetch, no stream)${floor.fetches ? `; the floor fetched ${floor.fetches} times` : ''}${same ? '; same HTML' : `; HTML differs (${floor.html.length} against ${root.length} characters)`}`,
        },
      ),
    );
  }
  return rows;
}
