// Shared plumbing for the benchmark sections: paths, ports, Chromium, result rows, child processes.
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.mjs';
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
export const WORK = join(ROOT, 'bench', '.work');
export const BIN = join(ROOT, 'node_modules', '.bin');

/** Every port the benchmark listens on; all on 127.0.0.1, all in one block so it never collides with dev servers. */
export const PORTS = {
  app: Number(process.env.BENCH_PORT ?? 4400),
  coldStart: 4401,
  floorPage: 4402,
  floorApp: 4403,
  jsonServer: 4404,
  chromeDebug: 4405,
  renderNoCache: 4406,
  slowUpstream: 4407,
  renderProxy: 4408,
};

/** For Chromium started outside Playwright (Lighthouse): the tests' flags plus headless mode. */
export const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS, '--disable-dev-shm-usage'];

/** The Chromium the tests use too (CHROMIUM_PATH, Debian's, then Playwright's own). */
export function chromiumPath() {
  return findChromium();
}

/** Playwright's launch options for Debian's Chromium (Playwright adds its own headless flag). */
export function playwrightLaunchOptions() {
  const executablePath = chromiumPath();
  return {
    ...(executablePath ? { executablePath } : {}),
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  };
}

/**
 * One line of the results table. `met` is true/false when the figure has a target, null when it is
 * informational or was not measured (then `note` says why). `failsRun`: a budget outgrown, which makes
 * `npm run bench` exit non-zero (bench/budgets.mjs).
 */
export function row(metric, value, { target = '', met = null, note = '', unit = '', failsRun = false } = {}) {
  return { metric, value, unit, target, met, note, ...(failsRun ? { failsRun } : {}) };
}

export function notMeasured(metric, reason, target = '') {
  return { metric, value: null, unit: '', target, met: null, note: `not measured: ${reason}` };
}

export const round = (value, digits = 1) =>
  value === null || value === undefined || Number.isNaN(value) ? null : Number(value.toFixed(digits));

export const kib = (bytes) => round(bytes / 1024, 1);

export const median = (values) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function log(...parts) {
  const time = new Date().toISOString().slice(11, 19);
  console.log(`[bench ${time}]`, ...parts);
}

export function ensureDir(path) {
  mkdirSync(path, { recursive: true });
  return path;
}

export function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

export function ensureParent(path) {
  ensureDir(dirname(path));
  return path;
}

/** Polls `url` until it answers 2xx; resolves with the time it took, rejects after `timeoutMs`. */
export async function waitForHttp(url, { timeoutMs = 120_000, child } = {}) {
  const started = performance.now();
  for (;;) {
    if (child && child.exitCode !== null)
      throw new Error(`process exited with ${child.exitCode} before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) {
        await response.arrayBuffer();
        return performance.now() - started;
      }
    } catch {
      // not listening yet
    }
    if (performance.now() - started > timeoutMs)
      throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await sleep(50);
  }
}

/**
 * Spawns a long-running child. Its output goes to `logFile` (so a server under load never writes
 * through a pipe into this process, which also runs the load generator) and `output()` returns the tail.
 */
export function spawnService(command, args, { env = {}, cwd = ROOT, logFile } = {}) {
  const file = logFile ?? join(ensureDir(WORK), 'service.log');
  const fd = openSync(file, 'w');
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  child.output = () => {
    try {
      return readFileSync(file, 'utf8').slice(-3000);
    } catch {
      return '';
    }
  };
  child.stopGracefully = (timeoutMs = 10_000) =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return child;
}

/** Resident set size of a process in bytes (Linux /proc), or null. */
export function residentBytes(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Runs a promise-returning section, turning a crash into one "not measured" row instead of a dead run. */
export async function guarded(name, fn) {
  try {
    return await fn();
  } catch (error) {
    log(`${name} failed:`, error instanceof Error ? error.stack : error);
    return [
      notMeasured(
        name,
        `the section failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
      ),
    ];
  }
}
