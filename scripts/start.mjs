// `npm start`: build the app (browser and server bundles) when missing or older than its sources, then run the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serverEnv, serverNodeArgs } from './server-process.mjs';

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

const sources = [
  'src',
  'contract',
  'public',
  'index.html',
  'vite.config.ts',
  'tailwind.config.js',
  'package.json',
];
// Both bundles: the browser's (dist/) and the server's render (dist-ssr/, docs/decisions/0018).
const outputs = ['dist/index.html', 'dist-ssr/entry-server.js'];
const built = outputs.every(existsSync) ? Math.min(...outputs.map((path) => statSync(path).mtimeMs)) : 0;
if (built === 0 || Math.max(...sources.filter(existsSync).map(newest)) > built) {
  console.log('Building the app…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawnSync(process.execPath, serverNodeArgs(), { stdio: 'inherit', env: serverEnv() });
process.exit(server.status ?? 0);
