// Hundreds of interleaved follows/unfollows for one user: the end state is that of the last acknowledged request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDataSchema } from '../../contract/schemas';
import { openDatabase } from '../db/database';
import { createRandom } from '../lib/prng';
import { createTestApp, getJson, type TestApp } from '../test-support';
import { join } from 'node:path';

describe('follow concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('ends in exactly the state of the last acknowledged request, without duplicates', async () => {
    const user = 'concurrent-user';
    const persons = ['Q100000', 'Q100131', 'Q100262', 'Q100393'];
    const random = createRandom(42);
    const acknowledged: { person: string; follow: boolean; state: string[] }[] = [];
    const requests = Array.from({ length: 400 }, () => {
      const person = random.pick(persons);
      const follow = random.chance(0.5);
      return t.app
        .inject({
          url: `/mediaApi/v1.0/person/${person}/${follow ? 'add' : 'delete'}?userId=${user}`,
        })
        .then((res) => {
          expect(res.statusCode).toBe(200);
          acknowledged.push({
            person,
            follow,
            state: userDataSchema
              .parse(res.json())
              .followedPersons.map((p) => p.id)
              .sort(),
          });
        });
    });
    await Promise.all(requests);
    const final = userDataSchema
      .parse((await getJson(t.app, `/mediaApi/v1.0/user/${user}`)).body)
      .followedPersons.map((p) => p.id)
      .sort();
    expect(final).toEqual(acknowledged.at(-1)?.state);
    for (const person of persons) {
      const last = acknowledged.filter((a) => a.person === person).at(-1);
      if (last) expect(final.includes(person)).toBe(last.follow);
    }
    const db = openDatabase(join(t.dir, 'gazette.db'));
    const rows = db
      .prepare('SELECT count(*) AS n, count(DISTINCT person_id) AS d FROM person_follows WHERE user_id = ?')
      .get(user);
    db.close();
    expect(rows).toEqual({ n: final.length, d: final.length });
  });
});
