// Model-based test (fast-check) of follow, unfollow and user data against the real server on a real port:
// batches of commands run concurrently; every answer must show its own effect, and each user's state after
// a batch must be one a serial order of that batch produces (the state one of its answers reported).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDataSchema, type UserData } from '../../contract/schemas';
import { createTestApp, type TestApp } from '../test-support';

const USERS = ['model-a', 'model-b', 'model-c'];
const PERSONS = ['Q100000', 'Q100131', 'Q100262', 'Q100393'];
const TEAMS = ['Q500000', 'Q500173'];

type Kind = 'person' | 'team';
type Command = { op: 'add' | 'delete'; user: string; kind: Kind; id: string } | { op: 'read'; user: string };

interface State {
  person: Set<string>;
  team: Set<string>;
}

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    op: fc.constantFrom('add' as const, 'delete' as const),
    user: fc.constantFrom(...USERS),
    kind: fc.constant('person' as const),
    id: fc.constantFrom(...PERSONS),
  }),
  fc.record({
    op: fc.constantFrom('add' as const, 'delete' as const),
    user: fc.constantFrom(...USERS),
    kind: fc.constant('team' as const),
    id: fc.constantFrom(...TEAMS),
  }),
  fc.record({ op: fc.constant('read' as const), user: fc.constantFrom(...USERS) }),
);

const stateOf = (data: UserData): State => ({
  person: new Set(data.followedPersons.map((p) => p.id)),
  team: new Set(data.followedTeams.map((t) => t.id)),
});
const key = (state: State) => JSON.stringify([[...state.person].sort(), [...state.team].sort()]);

describe('follow / unfollow / user data against a model', () => {
  let t: TestApp;
  let base = '';
  let run = 0;
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  async function send(user: string, cmd: Command): Promise<UserData> {
    const url =
      cmd.op === 'read'
        ? `${base}/mediaApi/v1.0/user/${user}`
        : `${base}/mediaApi/v1.0/${cmd.kind}/${cmd.id}/${cmd.op}?userId=${user}`;
    const res = await fetch(url);
    expect(res.status, url).toBe(200);
    return userDataSchema.parse(await res.json());
  }

  it('every batch of concurrent commands ends in a state some serial order gives', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(command, { minLength: 1, maxLength: 8 }), { maxLength: 6 }),
        async (batches) => {
          // Fresh users per run, so runs do not depend on each other.
          run += 1;
          const user = (name: string) => `${name}-${run}`;
          const model = new Map<string, State>(USERS.map((u) => [u, { person: new Set(), team: new Set() }]));
          for (const batch of batches) {
            const answers = await Promise.all(batch.map((cmd) => send(user(cmd.user), cmd)));
            batch.forEach((cmd, i) => {
              const seen = stateOf(answers[i] as UserData);
              if (cmd.op === 'read') return;
              // Each write's answer shows its own effect (the state right after it).
              expect(seen[cmd.kind].has(cmd.id), JSON.stringify(cmd)).toBe(cmd.op === 'add');
            });
            for (const name of USERS) {
              const mine = batch.flatMap((cmd, i) =>
                cmd.user === name ? [[cmd, answers[i] as UserData] as const] : [],
              );
              const after = stateOf(await send(user(name), { op: 'read', user: name }));
              const writes = mine.filter(([cmd]) => cmd.op !== 'read');
              if (writes.length === 0) {
                expect(key(after)).toBe(key(model.get(name) as State));
                continue;
              }
              // Targets no write of this batch touched keep their model state.
              const before = model.get(name) as State;
              for (const kind of ['person', 'team'] as const)
                for (const id of kind === 'person' ? PERSONS : TEAMS) {
                  const touched = writes.some(
                    ([cmd]) => cmd.op !== 'read' && cmd.kind === kind && cmd.id === id,
                  );
                  if (!touched)
                    expect(after[kind].has(id), `${name} ${kind} ${id}`).toBe(before[kind].has(id));
                  else {
                    const ops = new Set(
                      writes.flatMap(([cmd]) =>
                        cmd.op !== 'read' && cmd.kind === kind && cmd.id === id ? [cmd.op] : [],
                      ),
                    );
                    if (ops.size === 1) expect(after[kind].has(id)).toBe(ops.has('add'));
                  }
                }
              // The last write the server applied answered with the final state.
              expect(writes.map(([, data]) => key(stateOf(data)))).toContain(key(after));
              model.set(name, after);
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
