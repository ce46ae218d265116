// `npm ci` must work on every contributor's platform and on the Node version package.json promises.
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
  engines?: { node?: string } | string[];
}
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, LockEntry>;
};
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
};

/** Where Node would look for `dep` when required from the package installed at `path`. */
function resolutionCandidates(path: string, dep: string): string[] {
  const candidates: string[] = [];
  let base = path;
  for (;;) {
    candidates.push(`${base ? `${base}/` : ''}node_modules/${dep}`);
    if (!base) return candidates;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

describe('package-lock.json', () => {
  it('lists the optional platform packages of every dependency (npm ci fails on other platforms otherwise)', () => {
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((dep) => !resolutionCandidates(path, dep).some((candidate) => lock.packages[candidate]))
        .map((dep) => `${dep} (wanted by ${path || 'the root'})`),
    );
    expect(missing).toEqual([]);
  });

  it('holds no package whose engines refuse the lowest Node version package.json promises', () => {
    const lowest = semver.minVersion(manifest.engines.node)!.version;
    const refusing = Object.entries(lock.packages)
      .filter(([path, entry]) => {
        const range = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
        return path !== '' && range !== undefined && !semver.satisfies(lowest, range);
      })
      .map(([path, entry]) => `${path}@${entry.version} (node ${(entry.engines as { node: string }).node})`);
    expect(refusing).toEqual([]);
  });
});
