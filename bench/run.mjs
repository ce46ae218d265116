// `npm run bench`: builds the app, starts the reference server on 100,000 seeded items and measures
// the reader and the server against their floors and a common alternative, in one run.
// Writes bench/results.md and bench/results.json. Options (environment):
//   BENCH_ONLY=js,lighthouse,feed,server,render   run some sections only
//   BENCH_LH_RUNS=5                        Lighthouse runs per page, app and floor in turns (median), default 5
//   BENCH_SKIP_BUILD=1                     measure the existing dist/ as is
// `node bench/run.mjs --report-only` rewrites results.md from results.json and notes.md.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { BIN, PORTS, ROOT, chromiumPath, guarded, log, notMeasured, round, row } from './lib/common.mjs';
import {
  SEED,
  SEED_ITEMS,
  benchDatabasePath,
  measureColdStarts,
  startReferenceServer,
} from './lib/reference-server.mjs';
import { loadSamples, readerRoutes } from './lib/samples.mjs';
import { writeResults } from './lib/report.mjs';
import { measureJsSize } from './js-size.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { measureLongFeed } from './long-feed.mjs';
import { measureServerLoad } from './server-load.mjs';
import { measureRendering } from './rendering.mjs';

// `node bench/run.mjs --report-only`: rewrite results.md from results.json (e.g. after editing notes.md).
if (process.argv.includes('--report-only')) {
  const {
    sections,
    summary: _summary,
    ...meta
  } = JSON.parse(readFileSync(join(ROOT, 'bench', 'results.json'), 'utf8'));
  writeResults({ meta, sections });
  // A page over its JavaScript budget (bench/budgets.mjs) fails the run.
  const overBudget = sections.flatMap((section) => section.rows).filter((r) => r.failsRun);
  if (overBudget.length > 0) {
    log(`over budget: ${overBudget.map((r) => r.metric).join('; ')}`);
    process.exitCode = 1;
  }
  process.exit(0);
}

const ONLY = new Set(
  (process.env.BENCH_ONLY ?? 'js,lighthouse,feed,server,render').split(',').map((s) => s.trim()),
);
const started = performance.now();
const startedAt = new Date();
const load = loadavg();
const distDir = join(ROOT, 'dist');

function chromiumVersion() {
  const path = chromiumPath();
  if (!path) return 'not found';
  const result = spawnSync(path, ['--version'], { encoding: 'utf8' });
  return (result.stdout || '').trim() || path;
}

const sections = [];
let server;
let restarts = 0;
try {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    log('building the app (vite build)');
    const build = spawnSync(join(BIN, 'vite'), ['build', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error('dist/index.html is missing: the app is not built');

  const startup = [];
  if (ONLY.has('server')) {
    log(`cold starts: a fresh database (seeding ${SEED_ITEMS} items) and the existing one`);
    const cold = await guarded('cold start', () => measureColdStarts({ port: PORTS.coldStart }));
    if (Array.isArray(cold)) startup.push(...cold);
    else {
      startup.push(
        row(
          `Cold start, fresh database (seeds ${SEED_ITEMS.toLocaleString('en')} items)`,
          round(cold.freshMs / 1000, 2),
          {
            unit: 's',
            note: 'spawn → first 200 from /healthz; includes generating and indexing the data',
          },
        ),
        row(
          `Cold start, existing ${SEED_ITEMS.toLocaleString('en')}-item database`,
          round(cold.existingMs, 0),
          {
            unit: 'ms',
            note: 'spawn → first 200 from /healthz',
          },
        ),
      );
    }
  }

  log(`starting the reference server on port ${PORTS.app} (${SEED_ITEMS} items, seed ${SEED})`);
  server = await startReferenceServer({
    port: PORTS.app,
    databasePath: benchDatabasePath(),
    logName: 'server.log',
  });
  const samples = loadSamples(benchDatabasePath());
  const routes = readerRoutes(samples);
  const context = { appUrl: server.url, server, samples, routes, distDir };
  // On a shared machine someone else's cleanup can stop the server mid-run: restart it, and say so.
  const ensureServer = async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) return;
    log(`the reference server stopped (${server.child.signalCode ?? server.child.exitCode}); restarting it`);
    restarts += 1;
    server = await startReferenceServer({
      port: PORTS.app,
      databasePath: benchDatabasePath(),
      logName: 'server.log',
    });
    context.server = server;
  };

  if (ONLY.has('js')) {
    await ensureServer();
    log('section 1: JavaScript shipped');
    sections.push({
      title: '1. JavaScript shipped',
      rows: await guarded('JavaScript shipped', () => measureJsSize(context)),
    });
  }
  if (ONLY.has('lighthouse')) {
    await ensureServer();
    log('section 2: page speed (Lighthouse)');
    sections.push({
      title: '2. Page speed (Lighthouse, mobile)',
      rows: await guarded('Lighthouse', () => measureLighthouse(context)),
    });
  }
  if (ONLY.has('feed')) {
    await ensureServer();
    log('section 3: long feeds');
    sections.push({
      title: '3. Long feeds',
      rows: await guarded('Long feed', () => measureLongFeed(context)),
    });
  }
  if (ONLY.has('server')) {
    await ensureServer();
    log('section 4: server');
    const rows = await guarded('Server', () => measureServerLoad(context));
    sections.push({ title: '4. Server', rows: [...rows, ...startup] });
  }
  if (ONLY.has('render')) {
    await ensureServer();
    log('section 5: server rendering');
    sections.push({
      title: '5. Server rendering',
      rows: await guarded('Server rendering', () => measureRendering(context)),
    });
  }
} catch (error) {
  log('the benchmark could not run:', error instanceof Error ? error.message : error);
  sections.push({
    title: 'Run',
    rows: [notMeasured('benchmark', error instanceof Error ? error.message.split('\n')[0] : String(error))],
  });
  process.exitCode = 1;
} finally {
  await server?.child.stopGracefully();
}

const machine = {
  cores: cpus().length,
  cpu: cpus()[0]?.model ?? 'unknown',
  memoryGiB: round(totalmem() / 2 ** 30, 1),
  loadAverageAtStart: load.map((v) => round(v, 2)),
  node: process.version,
  chromium: chromiumVersion(),
};
function git(args) {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : '';
}

const meta = {
  code: `${git(['rev-parse', '--short', 'HEAD']) || 'unknown'} (${git(['log', '-1', '--format=%s']) || 'no git'})${git(['status', '--porcelain', '--', 'src', 'server']) ? ', with uncommitted changes in src/ or server/' : ''}`,
  command: process.env.BENCH_ONLY ? `BENCH_ONLY=${process.env.BENCH_ONLY} npm run bench` : 'npm run bench',
  date: startedAt.toISOString(),
  durationSeconds: round((performance.now() - started) / 1000, 0),
  serverRestarts: restarts,
  seedItems: SEED_ITEMS,
  seed: SEED,
  machine,
};
writeResults({ meta, sections });
log(`done in ${meta.durationSeconds} s; wrote bench/results.md and bench/results.json`);
