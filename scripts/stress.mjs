// `npm run test:stress`: the long checks that do not belong in `npm test` — overload and
// shedding, one client pulling offset=0 beside another, thumbnails of many sizes, a soak, and a crash loop
// (kill -9 during thousands of follows); and two servers behind nginx (scripts/stress-nginx.mjs).
// Loopback only, bounded in time; ports 4196–4197 unless STRESS_PORT, 4320–4322 unless STRESS_NGINX_PORT.
// Prints a summary and writes bench/stress-results.json; exits non-zero when a check fails.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { ensureBuilt, ROOT, serverEnv, serverNodeArgs } from './server-process.mjs';
import { nginxPhase } from './stress-nginx.mjs';

ensureBuilt();

const PORT = Number(process.env.STRESS_PORT ?? 4196);
const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
const SECONDS = Number(process.env.STRESS_SECONDS ?? 10);
const CRASH_ROUNDS = Number(process.env.STRESS_CRASH_ROUNDS ?? 10);
const FOLLOWS_PER_ROUND = Number(process.env.STRESS_FOLLOWS_PER_ROUND ?? 400);
const work = mkdtempSync(join(tmpdir(), 'gazette-stress-'));
const results = { when: new Date().toISOString(), seconds: SECONDS };
const failures = [];
const check = (ok, message) => {
  if (!ok) failures.push(message);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
};

async function startServer({ db, port = PORT, env = {} }) {
  const taken = await fetch(`http://127.0.0.1:${port}/healthz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is in use; set STRESS_PORT`);
  const child = spawn(process.execPath, serverNodeArgs(), {
    cwd: ROOT,
    env: serverEnv({
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: db,
      SEED_ITEMS: process.env.STRESS_SEED_ITEMS ?? '5000',
      SEED: '1',
      LOG_LEVEL: 'warn',
      NEWS_PUBLISH_INTERVAL_MS: '0',
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start\n${stderr}`)), 120_000);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal})\n${stderr}`));
    });
    createInterface({ input: child.stdout }).on('line', () => undefined);
    const poll = async () => {
      if (child.exitCode !== null) return;
      try {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`);
        // Only our own child counts: a stray server on the port must not answer for it.
        if (res.ok && child.exitCode === null) {
          clearTimeout(timer);
          return resolve({ child, base: `http://127.0.0.1:${port}` });
        }
      } catch {
        // not up yet
      }
      setTimeout(poll, 100);
    };
    void poll();
  });
}

function stop(child, signal = 'SIGTERM') {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

const rss = (pid) => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
};

function cannon(options) {
  return autocannon({ duration: SECONDS, ...options });
}

/** GET, waiting out 503/429 as a polite client would (Retry-After), up to 30 tries. */
async function politeFetch(url) {
  for (let attempt = 0; ; attempt += 1) {
    const res = await fetch(url);
    if ((res.status !== 503 && res.status !== 429) || attempt >= 30) return res;
    await res.arrayBuffer();
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(2, Number(res.headers.get('retry-after') ?? 1)) * 250),
    );
  }
}

const ms = (value) => Math.round(value * 10) / 10;

/**
 * Samples /healthz every 100 ms from a separate process (the load generator's own busy loop must not be
 * what is measured) while `during` runs; returns the worst latency seen.
 */
async function healthWhile(base, during) {
  const sampler = spawn(
    process.execPath,
    [
      '-e',
      `let worst = 0, failed = 0, running = true;
       process.on('SIGTERM', () => (running = false));
       (async () => {
         let first = true;
         while (running) {
           const t0 = performance.now();
           try { const r = await fetch(process.argv[1] + '/healthz'); await r.text(); if (!r.ok) failed++; } catch { failed++; }
           // The first sample opens the (kept-alive) connection before the load starts; it does not count.
           if (first) { first = false; process.stdout.write('ready\\n'); } else worst = Math.max(worst, performance.now() - t0);
           await new Promise((r) => setTimeout(r, 100));
         }
         process.stdout.write(JSON.stringify({ worst, failed }) + '\\n');
       })();`,
      base,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  await new Promise((resolve) => {
    sampler.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('ready\n')) resolve();
    });
  });
  out = '';
  const value = await during();
  const exited = new Promise((resolve) => sampler.once('exit', resolve));
  sampler.kill('SIGTERM');
  await exited;
  const { worst, failed } = JSON.parse(out || '{"worst":0,"failed":-1}');
  return { value, worstHealthMs: ms(worst), healthFailures: failed };
}

async function loadPhases() {
  const db = join(work, 'load.db');
  // Rate limits off: this measures shedding and fairness, not the per-client quota.
  const { child, base } = await startServer({ db, env: { RATE_LIMIT_DISABLED: '1' } });
  try {
    const page = `${base}/mediaApi/v1.0/content/?limit=20`;
    // Warm up.
    await cannon({ url: page, connections: 4, duration: 2 });

    const alone = await cannon({ url: page, connections: 1 });
    const pair = await Promise.all([
      cannon({ url: `${base}/mediaApi/v1.0/content/?offset=0`, connections: 2 }),
      cannon({ url: page, connections: 1 }),
    ]);
    results.offsetZero = {
      secondClientAloneP99Ms: alone.latency.p99,
      secondClientBesideDumpP99Ms: pair[1].latency.p99,
      dumpsServed: pair[0]['2xx'],
      dumpBytesPerSecond: Math.round(pair[0].throughput.average),
    };
    check(
      pair[1].latency.p99 < 250,
      `a second client's p99 while a first pulls offset=0: ${pair[1].latency.p99} ms (alone ${alone.latency.p99} ms)`,
    );

    const rssBefore = rss(child.pid);
    const overload = await healthWhile(base, () =>
      cannon({
        connections: 500,
        requests: [
          { path: '/mediaApi/v1.0/content/?limit=20' },
          { path: '/mediaApi/v1.0/content/?limit=20&sortBy=newest&category=Sports' },
          { path: '/mediaApi/mediaApi/v1.0/category' },
          { path: '/mediaApi/v1.0/mid/comics?limit=10' },
        ],
        url: base,
      }),
    );
    const o = overload.value;
    results.overload = {
      connections: 500,
      requestsPerSecond: Math.round(o.requests.average),
      p50Ms: o.latency.p50,
      p99Ms: o.latency.p99,
      maxMs: o.latency.max,
      ok: o['2xx'],
      shed503: o.non2xx,
      errors: o.errors,
      timeouts: o.timeouts,
      worstHealthzMs: overload.worstHealthMs,
      healthzFailures: overload.healthFailures,
      rssBeforeMb: Math.round(rssBefore / 1e6),
      rssAfterMb: Math.round(rss(child.pid) / 1e6),
    };
    check(o.latency.p99 < 2000, `500 connections: p99 ${o.latency.p99} ms, ${o.non2xx} shed with 503`);
    check(
      overload.healthFailures === 0 && overload.worstHealthMs < 1000,
      `/healthz under overload: worst ${overload.worstHealthMs} ms`,
    );

    // Thumbnails: 100 distinct sizes; a cached image's latency meanwhile.
    const item = (await (await politeFetch(`${base}/mediaApi/v1.0/content/?limit=1`)).json()).content[0];
    const cached = `${base}${item.images.mainImageThumbnail.url}`;
    await fetch(cached).then((res) => res.arrayBuffer());
    const started = performance.now();
    const thumbs = await healthWhile(base, async () => {
      const latencies = [];
      const sizes = Array.from({ length: 100 }, (_, i) => 16 + i * 19);
      const renders = Promise.all(
        sizes.map(async (size) => {
          const list = await politeFetch(
            `${base}/mediaApi/v1.0/content/?limit=1&thumbImgWidth=${size}&thumbImgHeight=${size}`,
          );
          const url = (await list.json()).content[0].images.mainImageThumbnail.url;
          const res = await politeFetch(`${base}${url}`);
          await res.arrayBuffer();
          return res.status;
        }),
      );
      let done = false;
      void renders.finally(() => (done = true));
      while (!done) {
        const t0 = performance.now();
        await fetch(cached).then((res) => res.arrayBuffer());
        latencies.push(performance.now() - t0);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return { statuses: await renders, latencies: latencies.sort((a, b) => a - b) };
    });
    const cacheDir = join(work, 'media-cache');
    const files = [];
    const walk = (folder) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(join(folder, entry.name));
        else files.push(statSync(join(folder, entry.name)).size);
      }
    };
    walk(cacheDir);
    const lat = thumbs.value.latencies;
    results.thumbnails = {
      sizesRequested: 100,
      seconds: ms((performance.now() - started) / 1000),
      cachedP50Ms: ms(lat[Math.floor(lat.length / 2)] ?? 0),
      cachedP99Ms: ms(lat[Math.floor(lat.length * 0.99)] ?? 0),
      cacheFiles: files.length,
      cacheMb: ms(files.reduce((a, b) => a + b, 0) / 1e6),
      rssAfterMb: Math.round(rss(child.pid) / 1e6),
    };
    check(
      thumbs.value.statuses.every((s) => s === 200 || s === 503),
      'thumbnails: every answer 200 (or 503 when the render queue is full)',
    );
    check(
      (lat[Math.floor(lat.length / 2)] ?? 0) < 100,
      `a cached image while 100 sizes render: p50 ${results.thumbnails.cachedP50Ms} ms`,
    );

    // Soak: a moderate steady mix; memory must settle.
    const soakBefore = rss(child.pid);
    const soak = await cannon({
      url: base,
      connections: 20,
      duration: SECONDS * 3,
      requests: [
        { path: '/mediaApi/v1.0/content/?limit=20' },
        { path: '/mediaApi/v1.0/person/Q100000' },
        { path: '/mediaApi/v1.0/mid/comics' },
        { path: '/mediaApi/v1.0/content/?offset=0&category=Sports' },
      ],
    });
    results.soak = {
      seconds: SECONDS * 3,
      requests: soak.requests.total,
      non2xx: soak.non2xx,
      errors: soak.errors,
      p99Ms: soak.latency.p99,
      rssBeforeMb: Math.round(soakBefore / 1e6),
      rssAfterMb: Math.round(rss(child.pid) / 1e6),
    };
    check(
      soak.errors === 0,
      `soak: ${soak.requests.total} requests, ${soak.errors} errors, p99 ${soak.latency.p99} ms`,
    );
  } finally {
    await stop(child);
  }
}

/**
 * A crowd of uncached pages: every request a reader URL not yet kept (distinct articles,
 * persons, feed pages), from one address, with the default rate limits and shedding on. A page is a
 * rendered page, or a 503 with Retry-After; never the app's "busy" error panel sent as a 200. /healthz
 * stays under a second meanwhile. Then HEAD / is answered from the page cache as GET / is.
 */
async function pageCrowd() {
  const db = join(work, 'pages.db');
  const { child, base } = await startServer({ db });
  try {
    const ids = (await (await politeFetch(`${base}/mediaApi/v1.0/content/?offset=0`)).json()).content.map(
      (item) => item.contentId,
    );
    const persons = Array.from({ length: 200 }, (_, i) => `/person/Q${100000 + i}`);
    const urls = [
      ...ids.map((id) => `/article/${encodeURIComponent(id)}`),
      ...persons,
      ...Array.from({ length: 200 }, (_, i) => `/feed?page=${i + 2}`),
    ];
    let next = 0;
    results.pageCrowd = {};
    for (const connections of [30, 100]) {
      const counts = {
        pages: 0,
        ok: 0,
        busyPanel: 0,
        errorPanel: 0,
        unavailable: 0,
        withRetryAfter: 0,
        other: 0,
      };
      const deadline = performance.now() + SECONDS * 1000;
      const crowd = await healthWhile(base, () =>
        Promise.all(
          Array.from({ length: connections }, async () => {
            while (performance.now() < deadline) {
              const url = urls[next++ % urls.length];
              try {
                const res = await fetch(`${base}${url}`, {
                  headers: { accept: 'text/html', 'accept-encoding': 'identity' },
                  signal: AbortSignal.timeout(15_000),
                });
                const html = await res.text();
                counts.pages += 1;
                if (res.status === 200 || res.status === 404) {
                  counts.ok += 1;
                  if (html.includes('Gazette is busy')) counts.busyPanel += 1;
                  else if (html.includes('We couldn’t load')) counts.errorPanel += 1;
                } else if (res.status === 503) {
                  counts.unavailable += 1;
                  if (res.headers.get('retry-after')) counts.withRetryAfter += 1;
                } else counts.other += 1;
              } catch {
                counts.other += 1;
              }
            }
          }),
        ),
      );
      results.pageCrowd[connections] = {
        ...counts,
        worstHealthzMs: crowd.worstHealthMs,
        healthzFailures: crowd.healthFailures,
      };
      check(
        counts.busyPanel === 0 && counts.errorPanel === 0 && counts.other === 0,
        `${connections} connections of uncached pages: ${counts.pages} answers, ${counts.busyPanel} busy panels ` +
          `and ${counts.errorPanel} error panels as 200, ${counts.unavailable} × 503 ` +
          `(${counts.withRetryAfter} with Retry-After), ${counts.other} other`,
      );
      check(
        counts.unavailable === counts.withRetryAfter,
        `${connections} connections: every 503 page carries Retry-After`,
      );
      check(
        crowd.healthFailures === 0 && crowd.worstHealthMs < 1000,
        `/healthz beside ${connections} connections of uncached pages: worst ${crowd.worstHealthMs} ms`,
      );
      // Let the renders left over finish before the next round.
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }

    // HEAD / against GET /, 100 each, one after another, after one GET kept the page.
    await politeFetch(`${base}/`).then((res) => res.text());
    const timed = async (method) => {
      const t0 = performance.now();
      for (let i = 0; i < 100; i += 1) await fetch(`${base}/`, { method }).then((res) => res.text());
      return ms(performance.now() - t0);
    };
    const getMs = await timed('GET');
    const headMs = await timed('HEAD');
    results.headFromCache = { hundredGetMs: getMs, hundredHeadMs: headMs };
    check(headMs < Math.max(2 * getMs, 500), `100 × HEAD / ${headMs} ms against 100 × GET / ${getMs} ms`);
  } finally {
    await stop(child);
  }
}

async function crashLoop() {
  const db = join(work, 'crash.db');
  const acknowledged = new Map();
  let acks = 0;
  let attempted = 0;
  for (let round = 0; round < CRASH_ROUNDS; round += 1) {
    const { child, base } = await startServer({ db, port: PORT + 1, env: { RATE_LIMIT_DISABLED: '1' } });
    const persons = [
      ...new Set(
        (await (await politeFetch(`${base}/mediaApi/v1.0/content/?limit=100`)).json()).content.flatMap(
          (item) => (item.persons ?? []).map((p) => p.id),
        ),
      ),
    ];
    const killAt = Math.floor(FOLLOWS_PER_ROUND * (0.5 + Math.random() * 0.5));
    let roundAcks = 0;
    let killed = false;
    const clients = Array.from({ length: 8 }, async (_, c) => {
      for (let i = 0; !killed && i < FOLLOWS_PER_ROUND; i += 1) {
        const user = `crash-${round}-${c}`;
        const person = persons[(i * 7 + c) % persons.length];
        attempted += 1;
        try {
          const res = await fetch(`${base}/mediaApi/v1.0/person/${person}/add?userId=${user}`, {
            headers: { 'x-gazette-intent': 'follow' },
          });
          if (res.status !== 200) {
            await res.arrayBuffer();
            continue;
          }
          await res.json();
          if (!acknowledged.has(user)) acknowledged.set(user, new Set());
          acknowledged.get(user).add(person);
          acks += 1;
          roundAcks += 1;
          if (roundAcks >= killAt && !killed) {
            killed = true;
            child.kill('SIGKILL');
          }
        } catch {
          // The connection died with the server: never acknowledged.
        }
      }
    });
    await Promise.all(clients);
    await stop(child, 'SIGKILL');
  }
  // Restart once more and read everything back.
  const { child, base } = await startServer({ db, port: PORT + 1, env: { RATE_LIMIT_DISABLED: '1' } });
  let lost = 0;
  for (const [user, persons] of acknowledged) {
    const data = await (await politeFetch(`${base}/mediaApi/v1.0/user/${user}`)).json();
    const have = new Set(data.followedPersons.map((p) => p.id));
    for (const person of persons) if (!have.has(person)) lost += 1;
  }
  await stop(child);
  const sqlite = new Database(db, { readonly: true });
  const integrity = sqlite.pragma('integrity_check', { simple: true });
  sqlite.close();
  results.crashLoop = {
    kills: CRASH_ROUNDS,
    followsAttempted: attempted,
    acknowledged: acks,
    lost,
    integrity,
  };
  check(
    lost === 0 && integrity === 'ok',
    `crash loop: ${CRASH_ROUNDS} kill -9, ${acks} acknowledged follows, ${lost} lost, integrity ${integrity}`,
  );
}

// STRESS_ONLY=pages (or load, crash, nginx) runs one part.
const only = process.env.STRESS_ONLY;
try {
  if (!only || only === 'load') await loadPhases();
  if (!only || only === 'pages') await pageCrowd();
  if (!only || only === 'crash') await crashLoop();
  if (!only || only === 'nginx') await nginxPhase({ work, startServer, stop, check, results, children });
} finally {
  rmSync(work, { recursive: true, force: true });
}
results.failures = failures;
// A part run alone does not replace the record of a whole run.
if (!only) writeFileSync(join(ROOT, 'bench', 'stress-results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
if (failures.length > 0) {
  console.error(`${failures.length} stress check(s) failed`);
  process.exit(1);
}
