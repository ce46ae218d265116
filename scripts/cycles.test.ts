// `npm run lint` refuses an import cycle (.dependency-cruiser.cjs). Run on two tiny projects with the
// project's own configuration: one whose modules import each other round a loop, one that does not.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dirs: string[] = [];

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'gazette-cycles-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

function cruise(dir: string) {
  const bin = join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
  return spawnSync(
    process.execPath,
    [bin, dir, '--config', join(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'err'],
    { cwd: ROOT, encoding: 'utf8', timeout: 60_000 },
  );
}

afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the import-cycle check', () => {
  it('fails on a cycle, naming its modules, and passes the same modules without it', () => {
    const looped = cruise(
      project({
        'a.ts': "import { b } from './b';\nexport const a = () => b();\n",
        'b.ts': "import type { C } from './c';\nexport const b = (): C | undefined => undefined;\n",
        'c.ts': "import { a } from './a';\nexport type C = ReturnType<typeof a>;\n",
      }),
    );
    expect(looped.status).not.toBe(0);
    expect(looped.stdout).toContain('no-circular');
    expect(looped.stdout).toMatch(/a\.ts[\s\S]*b\.ts[\s\S]*c\.ts/);

    const straight = cruise(
      project({
        'a.ts': "import { b } from './b';\nexport const a = () => b();\n",
        'b.ts': "import type { C } from './c';\nexport const b = (): C | undefined => undefined;\n",
        'c.ts': 'export type C = number;\n',
      }),
    );
    expect(straight.stderr).toBe('');
    expect(straight.status).toBe(0);
  }, 120_000);
});
