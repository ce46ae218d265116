// The real entry point as a child process: acknowledged follows survive kill -9 and a restart on the same file.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { contentListSchema, userDataSchema } from '../contract/schemas';
import { REPO_ROOT } from './app';

interface Server {
  child: ChildProcess;
  base: string;
}

const dir = mkdtempSync(join(tmpdir(), 'gazette-main-'));
const running = new Set<ChildProcess>();

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Starts `server/main.ts` in one node process (not the tsx CLI, whose child would outlive a SIGKILL). */
function startServer(): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'server/main.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_PATH: join(dir, 'gazette.db'),
      SEED_ITEMS: '200',
      SEED: '1',
      RATE_LIMIT_DISABLED: '1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    // Generous: the server loads its rendering bundle (and the DOM it sanitizes with) before it is ready,
    // which takes seconds on a loaded CI machine.
    const timer = setTimeout(() => reject(new Error(`server did not start in time\n${stderr}`)), 40_000);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before it was ready\n${stderr}`));
    });
    // Keep draining stdout for the whole run: a full pipe would stall the server's logging.
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      let entry: { msg?: string; address?: string };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        return;
      }
      if (entry.msg === 'ready' && entry.address) {
        clearTimeout(timer);
        resolve({ child, base: entry.address });
      }
    });
  });
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('server process', () => {
  it('keeps every acknowledged follow across kill -9 and a restart', async () => {
    let server = await startServer();
    const listing = await fetch(`${server.base}/mediaApi/v1.0/content/?offset=0`);
    expect(listing.status).toBe(200);
    const items = contentListSchema.parse(await listing.json()).content;
    const personIds = [...new Set(items.flatMap((item) => (item.persons ?? []).map((p) => p.id)))].slice(
      0,
      30,
    );
    expect(personIds.length).toBeGreaterThanOrEqual(20);

    const users = ['durable-a', 'durable-b', 'durable-c'];
    const requests = users.flatMap((user) => personIds.map((id) => ({ user, id })));
    const acknowledged: { user: string; id: string }[] = [];
    const killAfter = 60;
    let next = 0;
    let killed: Promise<void> | undefined;
    // Four clients in parallel; the kill lands right after the 60th acknowledgement, with others in flight.
    const client = async () => {
      while (next < requests.length && killed === undefined) {
        const request = requests[next++] as { user: string; id: string };
        let body: unknown;
        try {
          const res = await fetch(
            `${server.base}/mediaApi/v1.0/person/${request.id}/add?userId=${request.user}`,
            { headers: { 'x-gazette-intent': 'follow' } },
          );
          if (res.status !== 200) continue;
          body = await res.json();
        } catch {
          // The connection died with the server: not acknowledged, so no promise was made.
          continue;
        }
        expect(userDataSchema.parse(body).followedPersons.map((p) => p.id)).toContain(request.id);
        if (killed !== undefined) continue;
        acknowledged.push(request);
        if (acknowledged.length === killAfter) killed = killHard(server.child);
      }
    };
    await Promise.all([client(), client(), client(), client()]);
    await killed;
    expect(acknowledged.length).toBe(killAfter);
    expect(server.child.signalCode).toBe('SIGKILL');

    server = await startServer();
    for (const user of users) {
      const res = await fetch(`${server.base}/mediaApi/v1.0/user/${user}`);
      expect(res.status).toBe(200);
      const followed = new Set(userDataSchema.parse(await res.json()).followedPersons.map((p) => p.id));
      const promised = acknowledged.filter((a) => a.user === user).map((a) => a.id);
      expect(
        promised.filter((id) => !followed.has(id)),
        user,
      ).toEqual([]);
    }
    // Restarting opened the existing file rather than seeding a new one.
    const again = await fetch(`${server.base}/mediaApi/v1.0/content/?offset=0`);
    expect(contentListSchema.parse(await again.json()).content.map((c) => c.contentId)).toEqual(
      items.map((c) => c.contentId),
    );
    await killHard(server.child);
  }, 90_000);
});
