// Starts the project's reference server (server/main.ts) as one plain node process, so its pid is the
// server's own (for resident memory) and the startup time includes nothing but the server.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { serverEnv, serverNodeArgs } from '../../scripts/server-process.mjs';
import { ROOT, WORK, ensureDir, spawnService, waitForHttp } from './common.mjs';

export const SEED_ITEMS = Number(process.env.BENCH_SEED_ITEMS ?? 100_000);
export const SEED = Number(process.env.BENCH_SEED ?? 1);

/** Fingerprint of the code that shapes the database: a changed schema or generator means a new file. */
function databaseFingerprint() {
  const hash = createHash('sha256');
  const dir = join(ROOT, 'server', 'db');
  for (const file of readdirSync(dir).sort()) {
    if (/\.test\./.test(file) || !/\.(ts|sql)$/.test(file)) continue;
    hash.update(file).update(readFileSync(join(dir, file)));
  }
  return hash.digest('hex').slice(0, 10);
}

/**
 * The reused benchmark database: generated once per (seed, size, schema/generator code) and kept in
 * bench/.work/; files left by an older schema or generator are deleted.
 */
export function benchDatabasePath() {
  const name = `bench-seed${SEED}-${SEED_ITEMS}-${databaseFingerprint()}.db`;
  ensureDir(WORK);
  for (const file of readdirSync(WORK)) {
    if (/^bench-seed.*\.db$/.test(file) && file !== name) removeDatabase(join(WORK, file));
    if (
      /^json-server-seed.*\.json$/.test(file) &&
      file !== name.replace(/^bench-/, 'json-server-').replace(/\.db$/, '.json')
    ) {
      rmSync(join(WORK, file), { force: true });
    }
  }
  return join(WORK, name);
}

export function removeDatabase(path) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
}

/**
 * Spawns the server and waits for /healthz. Rate limiting is off: the load test measures the server's
 * capacity, and 1,200 reads/min per IP would turn most of it into 429s. Logging stays at the
 * production default (info), written to a file.
 */
export async function startReferenceServer({ port, databasePath, logName = `server-${port}.log`, env = {} }) {
  ensureDir(WORK);
  const started = performance.now();
  const child = spawnService(
    process.execPath,
    // The flags and environment `npm start` runs the server with.
    serverNodeArgs(join(ROOT, 'bench', 'lib', 'reference-entry.mjs')),
    {
      logFile: join(WORK, logName),
      env: {
        ...serverEnv({}),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_PATH: databasePath,
        SEED_ITEMS: String(SEED_ITEMS),
        SEED: String(SEED),
        // The benchmark measures capacity: 50 connections from one address would otherwise meet the
        // per-client rate limit and in-flight budget (503s), which test:stress measures instead.
        RATE_LIMIT_DISABLED: '1',
        LOAD_SHEDDING_DISABLED: '1',
        NODE_ENV: 'production',
        // The database is reused between runs (and fingerprinted): nothing may be published into it.
        NEWS_PUBLISH_INTERVAL_MS: '0',
        ...env,
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    // A fresh 100,000-item database sanitizes every body as it is written (decision 0049): minutes, not seconds.
    await waitForHttp(`${url}/healthz`, { timeoutMs: 900_000, child });
  } catch (error) {
    await child.stopGracefully();
    throw new Error(`${error.message}\n--- server output ---\n${child.output()}`);
  }
  return { child, url, pid: child.pid, startupMs: performance.now() - started };
}

/**
 * Cold start twice: on a fresh database file (includes seeding 100,000 items) and on the existing one.
 * The fresh database becomes the reused benchmark database when there is none yet, so nothing is seeded twice.
 */
export async function measureColdStarts({ port }) {
  const reused = benchDatabasePath();
  const fresh = join(WORK, 'cold-start.db');
  removeDatabase(fresh);
  const first = await startReferenceServer({ port, databasePath: fresh, logName: 'cold-start.log' });
  await first.child.stopGracefully();
  if (!existsSync(reused)) {
    // The server checkpoints the WAL on close, so the main file alone is the whole database.
    renameSync(fresh, reused);
    removeDatabase(fresh);
  } else {
    removeDatabase(fresh);
  }
  const second = await startReferenceServer({
    port,
    databasePath: reused,
    logName: 'cold-start-existing.log',
  });
  await second.child.stopGracefully();
  return { freshMs: first.startupMs, existingMs: second.startupMs };
}
