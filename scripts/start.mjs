// `npm start`: build the app when it is missing or older than its sources, then run the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'tailwind.config.js', 'package.json'];
const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
if (built === 0 || Math.max(...sources.filter(existsSync).map(newest)) > built) {
  console.log('Building the app…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// node directly (no npx process in between); a 2 MB young generation keeps resident memory down under load at
// the same throughput (see server/README.md, "Memory").
const server = spawnSync(process.execPath, ['--max-semi-space-size=2', '--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
});
process.exit(server.status ?? 0);
