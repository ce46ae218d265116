// The render's API client takes this server's own answers without checking them against the contract a
// second time (app.ts: `ownAnswers` in local mode). What it hands the page must be exactly what the
// checked path gives: the same data for every operation a page reads, the same errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getJson, type TestApp } from '../test-support';
import { ApiError, createApiClient } from '../../src/api/client';
import { endpoints, type RequestSpec } from '../../src/api/endpoints';
import type { z } from 'zod/mini';
import { inProcessFetch } from './in-process-fetch';

describe('the render client on its own answers', () => {
  let t: TestApp;
  let person: string;
  let contentId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const { body } = await getJson(t.app, '/mediaApi/v1.0/content/?sortBy=newest&limit=20');
    const items = (body as { content: { contentId: string; persons?: { id: string }[] }[] }).content;
    contentId = items[0]!.contentId;
    person = items.find((item) => item.persons?.length)!.persons![0]!.id;
  }, 60_000);
  afterAll(() => t.close());

  /** As page-renderer.ts asks: in process (each operation's own answerer, or app.inject). */
  const inProcess = (input: RequestInfo | URL) => inProcessFetch(t.app, () => undefined)(input);
  const checked = () => createApiClient({ baseUrl: '', fetch: inProcess });
  const own = () => createApiClient({ baseUrl: '', fetch: inProcess, ownAnswers: true });

  it('gives the same data as the checked path, for every operation a page reads', async () => {
    const same = async <S extends z.ZodMiniType>(spec: RequestSpec<S>) => {
      const expected = await checked().request(spec);
      expect(expected, spec.path).toBeTruthy();
      expect(await own().request(spec), spec.path).toEqual(expected);
    };
    await same(endpoints.contentList({ sortBy: 'newest', limit: 20 }));
    await same(endpoints.contentList({ person: [person], limit: 5 }));
    await same(endpoints.contentById(contentId));
    await same(endpoints.person(person));
    await same(endpoints.categoryList());
    await same(endpoints.categoryByName('Sports'));
    await same(endpoints.comics({ limit: 5 }));
  });

  it('fails as the checked path fails: an unknown story is a 404 ApiError', async () => {
    const spec = endpoints.contentById('00000000-0000-4000-8000-000000000000');
    const failure = (client: ReturnType<typeof checked>) =>
      client.request(spec).then(
        () => undefined,
        (error: unknown) => error,
      );
    const [expected, actual] = await Promise.all([failure(checked()), failure(own())]);
    expect(expected).toBeInstanceOf(ApiError);
    expect(actual).toBeInstanceOf(ApiError);
    expect((actual as ApiError).status).toBe(404);
    expect((actual as ApiError).status).toBe((expected as ApiError).status);
  });
});
