// `npm test`: typecheck, lint, unit and server tests, then the end-to-end journeys in Chromium.
//
// On two cores no step fills both: `tsc`, ESLint and Prettier are single-threaded, and Vitest runs one
// worker beside its main process. So the checks and the app's build (which the journeys need) run in one
// lane while Vitest runs in another; the journeys start when both lanes have passed. Each step's output is
// printed whole when it ends, so two steps never interleave their lines.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const checksAndBuild = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['build (for the end-to-end tests)', 'npx', ['vite', 'build', '--logLevel', 'warn']],
];
const unitAndServer = [
  [
    'unit and server tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'],
  ],
];
const endToEnd = [
  // scripts/e2e.mjs builds unless told the build is fresh.
  ['end-to-end tests (Playwright, Chromium)', 'npm', ['run', '--silent', 'test:e2e'], { GAZETTE_BUILT: '1' }],
];

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

const started = Date.now();

/** Runs one step; `live` streams its output, otherwise it is kept and printed when the step ends. */
function run([name, command, args, env = {}], live) {
  return new Promise((resolve) => {
    const stepStarted = Date.now();
    if (live) console.log(`\n▶ ${name}`);
    const child = spawn(command, args, {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (!live) {
        console.log(`\n▶ ${name}`);
        process.stdout.write(Buffer.concat(output));
      }
      const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
      console.log(`${code === 0 ? '✔' : '✘'} ${name} (${seconds} s)`);
      resolve(code ?? 1);
    });
  });
}

/** Runs steps one after another, stopping at the first that fails; resolves to its exit code. */
async function lane(steps, live) {
  for (const step of steps) {
    const code = await run(step, live);
    if (code !== 0) return code;
  }
  return 0;
}

const codes = await Promise.all([lane(checksAndBuild, false), lane(unitAndServer, false)]);
const failedLane = codes.find((code) => code !== 0);
if (failedLane !== undefined) process.exit(failedLane);
const e2eCode = await lane(endToEnd, true);
console.log(`\nnpm test took ${((Date.now() - started) / 60000).toFixed(1)} min`);
if (e2eCode !== 0) process.exit(e2eCode);

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}
const unit = readJson('test-results/vitest.json');
const e2e = readJson('test-results/e2e.json');
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const skipped = (unit?.numPendingTests ?? 0) + (e2e?.stats?.skipped ?? 0);
const flaky = e2e?.stats?.flaky ?? 0;
console.log(
  `\nunit and server: ${unit?.numPassedTests ?? 0} passed; end-to-end: ${e2e?.stats?.expected ?? 0} passed`,
);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped${flaky ? `, ${flaky} flaky` : ''}`);
// A journey that passed only on its CI retry (decision 0026) is named, so it is chased, not forgotten.
for (const title of flakyJourneys(e2e?.suites ?? [])) console.log(`  flaky (passed on retry): ${title}`);

function flakyJourneys(suites, trail = []) {
  return suites.flatMap((suite) => {
    const path = suite.title ? [...trail, suite.title] : trail;
    const here = (suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'flaky'))
      .map((spec) => [...path, spec.title].join(' › '));
    return [...here, ...flakyJourneys(suite.suites ?? [], path)];
  });
}
