// Finds a Chromium for the end-to-end tests: an explicit path, then Debian's headless shell, then Debian's
// Chromium, then Playwright's own. Where none exists it installs Debian's `chromium-headless-shell` and
// `chromium` when it can (root with apt) or says how to.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Flags for Chromium on these machines: no sandbox (root), no GPU, and none of the background
 * connections a closed network refuses. Playwright adds its own headless flag.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y chromium-headless-shell chromium';

/**
 * Chromium's headless shell: the browser without its windowed interface, the one Playwright itself runs
 * headless journeys in. On two cores the journeys took half the CPU in it that they took in the whole
 * browser's headless mode (docs/decisions/0042-a-suite-in-ten-minutes.md).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

function playwrightsOwn() {
  try {
    const result = spawnSync(
      process.execPath,
      ['-e', "process.stdout.write(require('playwright-core').chromium.executablePath())"],
      { encoding: 'utf8' },
    );
    const path = result.stdout.trim();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export function findChromium() {
  const explicit = process.env.CHROMIUM_PATH;
  if (explicit) {
    if (!existsSync(explicit)) throw new Error(`CHROMIUM_PATH points to ${explicit}, which does not exist.`);
    return explicit;
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  return playwrightsOwn();
}

function canInstallWithApt() {
  return process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

/** The journeys' Chromium: an explicit path, then the headless shell, then any other (`findChromium`). */
export function findJourneyChromium() {
  if (!process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return findChromium();
}

/**
 * Returns the journeys' Chromium path, installing Debian's packages first when none is found and that is
 * possible: the headless shell for the journeys, and the whole browser for what runs outside Playwright
 * (the bench's Lighthouse).
 */
export function ensureChromium() {
  const found = findJourneyChromium();
  if (found) {
    if (found !== HEADLESS_SHELL && !process.env.CHROMIUM_PATH) {
      console.log(`The journeys run in about half the CPU in Chromium's headless shell: ${INSTALL_COMMAND}`);
    }
    return found;
  }
  if (canInstallWithApt()) {
    console.log('No Chromium found: installing Debian\'s "chromium-headless-shell" and "chromium" packages…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findJourneyChromium();
    if (installed) return installed;
  }
  console.error(
    `No Chromium found for the end-to-end tests.\nInstall one with:\n\n  ${INSTALL_COMMAND}\n\nor point CHROMIUM_PATH at a Chromium binary.`,
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
}
