// One client asking for many distinct uncached images cannot fill the shared render queue: past its share
// it gets 503 + Retry-After while another client's images are still rendered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentListSchema } from '../../contract/schemas';
import { createTestApp, getJson, type TestApp } from '../test-support';

describe('/media under one client’s flood of uncached images', () => {
  let t: TestApp;
  let ids: string[] = [];
  beforeAll(async () => {
    // A queue small enough for a test to fill; the share is the default's proportion (8 of 64).
    t = await createTestApp({ mediaCache: { renderConcurrency: 1, maxQueue: 16, maxQueuePerClient: 2 } });
    ids = contentListSchema
      .parse((await getJson(t.app, '/mediaApi/v1.0/content?limit=40')).body)
      .content.map((item) => item.contentId);
  });
  afterAll(async () => t.close());

  const image = (contentId: string, client: string) =>
    t.app.inject({ url: `/media/content/${contentId}/main.jpg`, remoteAddress: client });

  it('refuses the flooding client past its share with 503 + Retry-After, and serves another client meanwhile', async () => {
    expect(ids.length).toBe(40);
    const flood = ids.slice(0, 30).map((id) => image(id, '203.0.113.7'));
    // The flood is in the queue before the other reader asks (two images: within its own share).
    await new Promise((resolve) => setTimeout(resolve, 20));
    const reader = ids.slice(30, 32).map((id) => image(id, '198.51.100.9'));

    const readerAnswers = await Promise.all(reader);
    expect(readerAnswers.map((res) => res.statusCode)).toEqual([200, 200]);
    for (const res of readerAnswers) expect(res.headers['content-type']).toMatch(/^image\//);

    const floodAnswers = await Promise.all(flood);
    const served = floodAnswers.filter((res) => res.statusCode === 200);
    const refused = floodAnswers.filter((res) => res.statusCode !== 200);
    expect(served.length).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThanOrEqual(10);
    for (const res of refused) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json()).toMatchObject({ status: 503 });
    }
    // Once its renders are done, the flooding client is served again.
    expect((await image(ids[35] as string, '203.0.113.7')).statusCode).toBe(200);
  });
});
