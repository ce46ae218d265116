// How the reference server is run in production, the journeys and the benchmark alike.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The built server (`vite build` writes it with the app): JavaScript, no TypeScript loader in production. */
export const SERVER_ENTRY = join(ROOT, 'dist-server', 'main.js');

/**
 * Node flags for the server: its built JavaScript (NODE_OPTIONS=--enable-source-maps gives stack traces
 * in the TypeScript's lines), and an 8 MB semi-space for the young generation (decision 0052): at 2 MB the
 * collector was about 13 % of a render's CPU, at 8 MB about 7 %, for ~10 MB more resident memory under
 * the API's load; larger sizes bought little more CPU for tens of MB more.
 */
export function serverNodeArgs(entry = SERVER_ENTRY) {
  return ['--max-semi-space-size=8', entry];
}

/**
 * glibc's per-thread malloc arenas let image rendering (sharp, on libuv's threads) hold on to
 * memory it has freed; two arenas are plenty for this server.
 */
export function serverEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: '2', ...env };
}

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

const SOURCES = [
  'src',
  'server',
  'contract',
  'public',
  'index.html',
  'vite.config.ts',
  'tailwind.config.js',
  'package.json',
];
// The browser's bundle (dist/), the server's render (dist-ssr/, decision 0018) and the server (decision 0040).
const OUTPUTS = ['dist/index.html', 'dist-ssr/entry-server.js', 'dist-server/main.js'];

/** Runs `vite build` when a build is missing or older than a source (`npm start`, stress, screenshots). */
export function ensureBuilt() {
  const at = (path) => join(ROOT, path);
  const outputs = OUTPUTS.map(at);
  const built = outputs.every(existsSync) ? Math.min(...outputs.map((path) => statSync(path).mtimeMs)) : 0;
  const sources = SOURCES.map(at).filter(existsSync);
  if (built !== 0 && Math.max(...sources.map(newest)) <= built) return;
  console.log('Building the app…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', cwd: ROOT });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
