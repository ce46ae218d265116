import { afterEach, describe, expect, it } from 'vitest';
import { contentListSchema, type ContentItem } from '../../contract/schemas';
import { openDatabase } from '../db/database';
import { seedDatabase, storyPublisher } from '../db/seed';
import {
  createProxiedTestApp,
  createTestApp,
  getJson,
  TEST_ANCHOR,
  TEST_ITEMS,
  type TestApp,
} from '../test-support';

const NOON = (TEST_ANCHOR + 12 * 3600) * 1000;

async function newest(t: TestApp, query = ''): Promise<ContentItem[]> {
  const res = await getJson(t.app, `/mediaApi/v1.0/content?sortBy=newest&limit=5${query}`);
  expect(res.status).toBe(200);
  return contentListSchema.parse(res.body).content;
}

describe('the newsroom', () => {
  const apps: TestApp[] = [];
  const start = async (...args: Parameters<typeof createTestApp>) => {
    const t = await createTestApp(...args);
    apps.push(t);
    return t;
  };
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((t) => t.close()));
  });

  it('publishes nothing unless configured', async () => {
    const t = await start();
    const health = await getJson(t.app, '/healthz');
    expect(health.body).not.toHaveProperty('newsroom');
  });

  it('puts each new story at the top of every list it belongs to, dated by the clock', async () => {
    let clock = NOON;
    // A long interval: this test publishes by hand.
    const t = await start({ newsroom: { intervalMs: 3_600_000, now: () => clock } });
    const before = await newest(t);
    const health = await getJson(t.app, '/healthz');
    expect(health.body).toMatchObject({ newsroom: { intervalMs: 3_600_000, publishedSinceStart: 0 } });

    const publish = () => t.app.newsroom!.publish();
    const first = publish();
    clock += 1000;
    const second = publish();

    const after = await newest(t);
    expect(after.map((item) => item.contentId).slice(0, 3)).toEqual([
      second.contentId,
      first.contentId,
      before[0]!.contentId,
    ]);
    expect(after[0]!.publishedAt).toBe(NOON / 1000 + 1);
    expect(after[1]!.publishedAt).toBe(NOON / 1000);

    // Filters find it too: its own person, its date, and the default (personal or not) order.
    const story = after[0]!;
    const person = story.persons![0]!.id;
    expect((await newest(t, `&person=${person}`))[0]!.contentId).toBe(story.contentId);
    const since = await getJson(t.app, `/mediaApi/v1.0/content?publishedAfter=01/01/2026 12:00:01`);
    expect(contentListSchema.parse(since.body).content.map((item) => item.contentId)).toEqual([
      story.contentId,
    ]);
    const byId = await getJson(t.app, `/mediaApi/v1.0/content/${story.contentId}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ title: story.title });
    // Every item is still listed once: the seed's and the two new ones.
    const all = await getJson(t.app, '/mediaApi/v1.0/content?offset=0&limit=100');
    expect(contentListSchema.parse(all.body).content).toHaveLength(Math.min(TEST_ITEMS + 2, 1000));
  });

  it('publishes on its timer', async () => {
    const t = await start({ newsroom: { intervalMs: 25 } });
    const before = (await newest(t))[0]!;
    await expect
      .poll(
        async () =>
          ((await getJson(t.app, '/healthz')).body as { newsroom: { publishedSinceStart: number } }).newsroom
            .publishedSinceStart,
      )
      .toBeGreaterThanOrEqual(2);
    const items = await newest(t);
    expect(items[0]!.contentId).not.toBe(before.contentId);
    expect(items.findIndex((item) => item.contentId === before.contentId)).toBeGreaterThanOrEqual(2);
  });

  it('writes the same Nth story for the same seed, whenever it is published', () => {
    const stories = [NOON, NOON + 86_400_000].map((now) => {
      const db = openDatabase(':memory:');
      seedDatabase(db, { items: 50, seed: 7, anchor: TEST_ANCHOR });
      const publish = storyPublisher(db);
      const [one, two] = [publish(now / 1000), publish(now / 1000)];
      const titles = db
        .prepare('SELECT content_id, title, person_ids FROM content WHERE seq <= 0 ORDER BY seq')
        .all();
      db.close();
      return { ids: [two!.contentId, one!.contentId], titles };
    });
    expect(stories[0]!.titles).toEqual(stories[1]!.titles);
    expect(stories[0]!.ids[0]).not.toBe(stories[0]!.ids[1]);

    // And a server started again on the same file goes on with the next one, not the first again.
    const db = openDatabase(':memory:');
    seedDatabase(db, { items: 50, seed: 7, anchor: TEST_ANCHOR });
    storyPublisher(db)(NOON / 1000);
    const again = storyPublisher(db)(NOON / 1000);
    expect(again.n).toBe(2);
    expect(again.contentId).toBe(stories[0]!.ids[0]);
    db.close();
  });

  it('tells the reader how often to look for news only when configured', async () => {
    const plain = await start();
    expect((await getJson(plain.app, '/config.json')).body).not.toHaveProperty('newStoriesPollMs');
    const polled = await start({ newStoriesPollMs: 5_000 });
    expect((await getJson(polled.app, '/config.json')).body).toMatchObject({ newStoriesPollMs: 5_000 });
  });

  it('publishes nothing in proxy mode: the upstream is the source', async () => {
    const t = await createProxiedTestApp((_request, response) => response.end('{}'), {
      newsroom: { intervalMs: 10 },
    });
    apps.push(t);
    const health = await getJson(t.app, '/healthz');
    expect(health.body).not.toHaveProperty('newsroom');
  });
});
