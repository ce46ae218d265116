// Finds a Chromium for the end-to-end tests: an explicit path, then Debian's, then Playwright's own.
// Where none exists it installs Debian's `chromium` when it can (root with apt) or says how to.
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

const INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y chromium';

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

/** Returns a Chromium path, installing Debian's package first when that is possible. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (canInstallWithApt()) {
    console.log('No Chromium found: installing Debian\'s "chromium" package…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium();
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
