// Section 5, continued — what one uncached render costs the server in CPU, against the floor of this
// stack: React's own renderToString of the same element tree from the same data (bench/lib/render-floor.mjs).
// The server's figure is its process's CPU time (/proc, user + system) over sequential requests for the
// page with the page cache off, so it holds everything a render costs: the request, the data (the API
// answered in process), React's stream, the state sent beside it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { ROOT, log, round, row } from './lib/common.mjs';
import { serverEnv, serverNodeArgs } from '../scripts/server-process.mjs';

const RUNS = Number(process.env.BENCH_RENDER_COST_RUNS ?? 250);
/** Renders per block: a block of the server's, then one of the floor's, in turns (decision 0058). */
const BLOCK = 25;
/** Renders each side makes before the first block: the floor kept getting faster past 20 (notes §35). */
const WARMUP = 100;
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

/** The server's CPU time per render of `url`, over `runs` sequential requests. */
async function serverBlock(url, pid, runs) {
  const before = cpuMs(pid);
  for (let i = 0; i < runs; i += 1) await page(url);
  return (cpuMs(pid) - before) / runs;
}

const between = (html, start, end) => {
  const from = html.indexOf(start);
  const to = html.indexOf(end, from + start.length);
  return from === -1 || to === -1 ? undefined : html.slice(from + start.length, to);
};

/**
 * The floor in a process of its own, kept for the page's blocks: `block(runs)` renders the page `runs`
 * times and answers { cpuMs, html, fetches }.
 */
async function startFloor(setup) {
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
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const ask = async (message) => {
    child.stdin.write(`${JSON.stringify(message)}\n`);
    const { value, done } = await lines.next();
    if (done) throw new Error('the floor exited');
    return JSON.parse(value);
  };
  await ask(setup);
  return { block: (runs) => ask({ runs }), stop: () => child.stdin.end() };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The server's CPU per uncached render of `url` against the floor's, paired: after `warmup` renders on
 * each side, blocks of `block` server renders each followed by `block` floor renders, `runs` in all per
 * side. Both sides move with the machine's load and the floor keeps warming up, so each block's ratio
 * is taken against its own neighbour and the median of the blocks is the figure.
 * `root`: the directory holding dist-ssr/ for the floor (the server's own build).
 */
export async function pairedRenderCost({
  url,
  origin,
  pid,
  runs = RUNS,
  block = BLOCK,
  warmup = WARMUP,
  root,
}) {
  for (let i = 0; i < warmup; i += 1) await page(url);
  const html = await page(url);
  const state = between(html, '<script type="application/json" id="gazette-state">', '</script>');
  const config = JSON.parse(
    between(html, '<script id="gazette-config" type="application/json">', '</script>') ?? '{}',
  );
  const rendered = between(
    html,
    '<div id="root">',
    `</div><script type="application/json" id="gazette-state">`,
  );
  if (!state || rendered === undefined) throw new Error(`${url}: no rendered state in the page`);
  const floor = await startFloor({ url, origin, config, state, ...(root ? { root } : {}) });
  try {
    const first = await floor.block(warmup);
    const blocks = [];
    for (let done = 0; done < runs; done += block) {
      const serverMs = await serverBlock(url, pid, block);
      const floorMs = (await floor.block(block)).cpuMs;
      blocks.push({ serverMs, floorMs, ratio: serverMs / floorMs });
    }
    return {
      ratio: median(blocks.map((b) => b.ratio)),
      serverMs: median(blocks.map((b) => b.serverMs)),
      floorMs: median(blocks.map((b) => b.floorMs)),
      blocks,
      same: withoutHoisted(first.html) === rendered,
      htmlLengths: [first.html.length, rendered.length],
      fetches: first.fetches,
    };
  } finally {
    floor.stop();
  }
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
    log(
      `render cost: ${label}, ${RUNS} uncached renders by the server and ${RUNS} by the floor, in blocks of ${BLOCK}`,
    );
    const cost = await pairedRenderCost({ url, origin: server.url, pid: server.pid });
    const blocks = cost.blocks.length;
    rows.push(
      row(
        `Uncached render of ${label}, CPU per render, ratio to React's own renderToString`,
        round(cost.ratio, 2),
        {
          unit: '×',
          target: '≤ 2×',
          met: cost.ratio <= 2,
          note: `median of ${blocks} paired blocks of ${BLOCK} renders (server block, then floor block; ${WARMUP} of warm-up each): server ${round(cost.serverMs, 1)} ms, floor ${round(cost.floorMs, 1)} ms of CPU per render; blocks' ratios ${round(Math.min(...cost.blocks.map((b) => b.ratio)), 2)}–${round(Math.max(...cost.blocks.map((b) => b.ratio)), 2)} (the floor: the same routes and data in a filled query cache, renderToString, no fetch, no stream)${cost.fetches ? `; the floor fetched ${cost.fetches} times` : ''}${cost.same ? '; same HTML' : `; HTML differs (${cost.htmlLengths[0]} against ${cost.htmlLengths[1]} characters)`}`,
        },
      ),
    );
  }
  return rows;
}
