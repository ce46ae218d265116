// `npm run test:e2e`: build the app, find Chromium, and run the Playwright journeys against the real server.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './find-chromium.mjs';

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const chromium = ensureChromium();
console.log(`End-to-end tests use Chromium at ${chromium}`);
// `npm test` builds beside the unit tests and says so; run alone, this builds first.
if (!process.env.GAZETTE_BUILT) run('npx', ['vite', 'build', '--logLevel', 'warn']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)], { ...process.env, CHROMIUM_PATH: chromium });
