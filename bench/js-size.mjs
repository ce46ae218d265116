// Section 1 — JavaScript shipped: gzipped JS a browser loads to render each reader URL, against the
// framework floor (a minimal app on the same React, React DOM, React Router and TanStack Query, built here).
/* global window, document -- the slow-phone load reads the page through Playwright */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PORTS, ROOT, kib, log, notMeasured, round, row } from './lib/common.mjs';
import { MOBILE_CONTEXT, launchBrowser, routeStatus, settle } from './lib/browser.mjs';
import { startFloorServer } from './lib/floor-server.mjs';
import { attributeFiles } from './lib/sourcemap.mjs';
import { buildFloorApp } from './lib/floor-app.mjs';
import { HOME_TARGET, PAGE_BUDGETS } from './budgets.mjs';
import { checkBudgets, firstScreenJs } from './first-screen.mjs';
const gz = (buffer) => gzipSync(buffer).length;

function versionOf(pkg) {
  try {
    return JSON.parse(readFileSync(join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')).version;
  } catch {
    return '?';
  }
}

/** Loads `url` in a fresh page and sums every JavaScript response it needed (gzip level 6, as servers send it). */
async function scriptsFor(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    const pathname = new URL(response.url()).pathname;
    if (!pathname.endsWith('.js') && !/javascript/.test(type)) return;
    try {
      const body = await response.body();
      scripts.set(pathname, { raw: body.length, gzip: gz(body) });
    } catch {
      // a redirect or an aborted request carries no body
    }
  });
  await page.goto(url, { waitUntil: 'load' });
  await settle(page);
  const status = await routeStatus(page);
  await context.close();
  const gzip = [...scripts.values()].reduce((sum, s) => sum + s.gzip, 0);
  return { scripts, gzip, status };
}

/** Lighthouse's mobile conditions (slow 4G, a 4×-slowed CPU), applied to a real load rather than simulated. */
const SLOW_PHONE = {
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6e6 / 8) * 0.9,
    uploadThroughput: (750e3 / 8) * 0.9,
  },
  cpu: 4,
};
const SLOW_PHONE_RUNS = 3;

/**
 * How long a reader on a slow phone waits until the page answers: from the request until hydrated (the page
 * frame's controls enabled, i.e. no disabled fieldset left), and the blocking time on the way (long tasks
 * after the first contentful paint, each past 50 ms). Medians of a few loads.
 */
async function interactiveOnSlowPhone(browser, url) {
  const runs = [];
  for (let run = 0; run < SLOW_PHONE_RUNS; run++) {
    const context = await browser.newContext(MOBILE_CONTEXT);
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_PHONE.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpu });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => document.getElementById('gazette-state') && !document.querySelector('fieldset[disabled]'),
      null,
      {
        timeout: 60_000,
        polling: 50,
      },
    );
    const interactive = Date.now() - started;
    await settle(page);
    const { fcp, blocking } = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const blocking = window.__longTasks
        .filter(([start]) => start > fcp)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      return { fcp, blocking };
    });
    runs.push({ interactive, fcp, blocking });
    await context.close();
  }
  const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  return { interactive: median('interactive'), fcp: median('fcp'), blocking: median('blocking'), runs };
}

function allBuiltJs(distDir) {
  const assets = join(distDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gz(readFileSync(join(assets, file))), 0);
}

/** Source-map attribution of `/`'s initial JS minus the floor's: what the app adds on top of the framework. */
function whereTheBytesGo(home, floor, distDir, floorDist) {
  const files = (result, dir) =>
    [...result.scripts.keys()].map((path) => join(dir, path)).filter((path) => existsSync(path));
  const app = attributeFiles(files(home, distDir));
  const base = attributeFiles(files(floor, floorDist));
  const extra = [...app.entries()]
    .map(([group, bytes]) => [group, bytes - (base.get(group) ?? 0)])
    .filter(([, bytes]) => bytes > 200)
    .sort((a, b) => b[1] - a[1]);
  const sum = extra.reduce((total, [, bytes]) => total + bytes, 0);
  return row('`/` initial JS beyond the floor, by package (gzip, estimated)', kib(sum), {
    unit: 'KiB',
    note: extra
      .slice(0, 8)
      .map(([group, bytes]) => `${group} ${kib(bytes)}`)
      .join(', '),
  });
}

export async function measureJsSize({ appUrl, routes, distDir }) {
  const rows = [];
  log('js-size: building the framework floor app');
  const floorDist = buildFloorApp();
  const floorServer = await startFloorServer({ port: PORTS.floorApp, dir: floorDist });
  const browser = await launchBrowser();
  try {
    const floor = await scriptsFor(browser, `${floorServer.url}/`);
    const stack = ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query'].map(
      (p) => `${p}@${versionOf(p)}`,
    );
    rows.push(
      row('Framework floor: initial JS (gzip)', kib(floor.gzip), {
        unit: 'KiB',
        note: `minimal app on ${stack.join(', ')}, built by the benchmark with the project's Vite`,
      }),
    );

    let home;
    const extras = [];
    const phoneRows = [];
    for (const route of routes) {
      if (!route.path) {
        rows.push(notMeasured(`\`${route.label}\`: JS for first render`, route.reason));
        continue;
      }
      const result = await scriptsFor(browser, `${appUrl}${route.path}`);
      if (!result.status.ok && route.name !== 'home') {
        rows.push(notMeasured(`\`${route.label}\`: JS for first render`, result.status.reason));
        continue;
      }
      const ratio = result.gzip / floor.gzip;
      if (route.name === 'home') home = result;
      const largest = [...result.scripts.entries()]
        .sort((a, b) => b[1].gzip - a[1].gzip)
        .slice(0, 3)
        .map(([path, s]) => `${path.split('/').pop()} ${kib(s.gzip)}`)
        .join(', ');
      const extra =
        home && route.name !== 'home'
          ? [...result.scripts.entries()]
              .filter(([path]) => !home.scripts.has(path))
              .reduce((sum, [, s]) => sum + s.gzip, 0)
          : null;
      if (extra !== null) extras.push([route.label, extra]);
      const note = [
        `${result.scripts.size} files, ${round(ratio, 2)}× floor`,
        extra !== null ? `${kib(extra)} KiB beyond /` : '',
        `largest: ${largest}`,
        result.status.ok ? '' : `page: ${result.status.reason}`,
      ]
        .filter(Boolean)
        .join('; ');
      const phone = await interactiveOnSlowPhone(browser, `${appUrl}${route.path}`);
      phoneRows.push(
        row(`\`${route.label}\`: interactive on a slow phone`, Math.round(phone.interactive), {
          unit: 'ms',
          note: `request → hydrated, median of ${SLOW_PHONE_RUNS} (${phone.runs.map((r) => Math.round(r.interactive)).join(', ')}); slow 4G and a 4× CPU applied in Chromium; first paint ${Math.round(phone.fcp)} ms, blocking time after it ${Math.round(phone.blocking)} ms`,
        }),
      );
      if (route.name === 'home')
        rows.push(
          row(`\`/\`: initial JS (gzip), ratio to floor`, round(ratio, 2), {
            unit: '×',
            target: `≤ ${HOME_TARGET}×`,
            met: ratio <= HOME_TARGET,
            note: `${kib(result.gzip)} KiB vs ${kib(floor.gzip)} KiB; ${note}`,
          }),
        );
      // Each page against its budget (bench/budgets.mjs): outgrowing one fails the run.
      const budget = PAGE_BUDGETS[route.name];
      rows.push(
        row(`\`${route.label}\`: JS for first render (gzip)`, kib(result.gzip), {
          unit: 'KiB',
          target: budget ? `budget ≤ ${budget}× floor (${kib(budget * floor.gzip)} KiB)` : '',
          met: budget ? ratio <= budget : null,
          failsRun: Boolean(budget) && ratio > budget,
          note,
        }),
      );
    }

    if (home) rows.push(whereTheBytesGo(home, floor, distDir, floorDist));
    // The fast check's figures (bench/first-screen.mjs): what each page's route module and the app's entry
    // import statically, read from the build's manifest; pages the browser rows above leave out included.
    let checks = [];
    try {
      checks = checkBudgets(firstScreenJs(distDir), floor.gzip);
    } catch (error) {
      rows.push(notMeasured('First-screen chunks by the build manifest', error.message));
    }
    for (const check of checks)
      rows.push(
        row(`\`${check.name}\` first-screen chunks by the build manifest (gzip)`, kib(check.gzip), {
          unit: 'KiB',
          target: `budget ≤ ${check.budget}× floor`,
          met: check.met,
          failsRun: !check.met,
          note: `${round(check.ratio, 2)}× floor; \`node bench/first-screen.mjs --verbose\` lists the chunks`,
        }),
      );
    rows.push(...phoneRows);

    const total = allBuiltJs(distDir);
    if (home) {
      // "Everything else on demand": each other page's own code is not part of `/`'s first load.
      const onDemand = Math.max(0, total - home.gzip);
      const preloaded = extras.filter(([, bytes]) => bytes === 0).map(([label]) => label);
      rows.push(
        row('All JS in the build (gzip); the rest loads on demand', kib(total), {
          unit: 'KiB',
          target: 'other pages’ code not in `/`',
          met: extras.length > 0 ? preloaded.length === 0 : null,
          note: [
            `${kib(onDemand)} KiB (${round((100 * onDemand) / total, 0)}%) is not loaded for \`/\``,
            preloaded.length ? `loaded with \`/\` although not needed there: ${preloaded.join(', ')}` : '',
          ]
            .filter(Boolean)
            .join('; '),
        }),
      );
    }
  } finally {
    await browser.close();
    await floorServer.close();
  }
  return rows;
}
