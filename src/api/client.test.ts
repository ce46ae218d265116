import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, retryDelay, shouldRetry } from './client';
import { failure } from './test-support';
import { endpoints } from './endpoints';

function jsonResponse(body: unknown, init: ResponseInit = {}) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

const categories = { categories: [{ categoryId: 1, categoryName: 'News' }] };

describe('api client', () => {
  it('prefixes the base URL and adds the common parameters unless the operation sets them', async () => {
    const fetch = vi.fn(async (url: unknown) =>
      jsonResponse(
        /\/add|\/user\//.test(String(url))
          ? { userId: 'other', followedPersons: [], followedTeams: [] }
          : categories,
      ),
    );
    const client = createApiClient({
      baseUrl: 'https://api.example/',
      fetch,
      commonParams: () => ({ userId: 'me', optOut: true }),
    });
    await client.request(endpoints.categoryList({ language: 'es' }));
    await client.request(endpoints.followPerson('Q1', { userId: 'other' }));
    await client.request(endpoints.user('me'));
    const urls = fetch.mock.calls.map((call) => String((call as unknown[])[0]));
    expect(urls[0]).toBe(
      'https://api.example/mediaApi/mediaApi/v1.0/category?language=es&userId=me&optOut=true',
    );
    expect(urls[1]).toBe('https://api.example/mediaApi/v1.0/person/Q1/add?userId=other&optOut=true');
    // The user operation names its user in the path and takes no userId parameter.
    expect(urls[2]).toBe('https://api.example/mediaApi/v1.0/user/me?optOut=true');
  });

  it('leaves out the common user id where the operation names the user in its path', async () => {
    const fetch = vi.fn(async (..._args: unknown[]) =>
      jsonResponse({ userId: 'them', followedPersons: [], followedTeams: [] }),
    );
    const client = createApiClient({
      baseUrl: '',
      fetch,
      commonParams: () => ({ userId: 'me', optOut: false }),
    });
    await client.request(endpoints.user('them', { sportType: 1 }));
    expect(fetch.mock.calls[0]?.[0]).toBe('/mediaApi/v1.0/user/them?sportType=1&optOut=false');
  });

  it('uses the same origin when the base URL is empty, and never caches a side effect', async () => {
    const fetch = vi.fn(async (..._args: unknown[]) =>
      jsonResponse({ userId: 'u', followedPersons: [], followedTeams: [] }),
    );
    const client = createApiClient({ baseUrl: '', fetch });
    await client.request(endpoints.unfollowPerson('Q1', { userId: 'u' }));
    expect(fetch.mock.calls[0]?.[0]).toBe('/mediaApi/v1.0/person/Q1/delete?userId=u');
    expect((fetch.mock.calls[0]?.[1] as RequestInit).cache).toBe('no-store');
  });

  it('marks side effects, and only them, with the intent header the server demands', async () => {
    const fetch = vi.fn(async (url: unknown) =>
      jsonResponse(
        /\/add/.test(String(url)) ? { userId: 'u', followedPersons: [], followedTeams: [] } : categories,
      ),
    );
    const client = createApiClient({ baseUrl: '', fetch });
    await client.request(endpoints.followTeam('Q1', { userId: 'u' }));
    await client.request(endpoints.categoryList({}));
    const headers = fetch.mock.calls.map(
      (call) => (call as unknown[])[1] as { headers: Record<string, string> },
    );
    expect(headers[0]?.headers['X-Gazette-Intent']).toBe('follow');
    expect(headers[1]?.headers['X-Gazette-Intent']).toBeUndefined();
  });

  it('returns the parsed answer', async () => {
    const client = createApiClient({ baseUrl: '', fetch: async () => jsonResponse(categories) });
    await expect(client.request(endpoints.categoryList())).resolves.toEqual(categories);
  });

  it('turns an HTTP error with the contract body into a typed error naming the parameter', async () => {
    const client = createApiClient({
      baseUrl: '',
      fetch: async () =>
        jsonResponse(
          {
            status: 400,
            error: 'Bad Request',
            message: 'limit must be an integer from 1 to 100',
            param: 'limit',
          },
          { status: 400 },
        ),
    });
    const error = await failure(client.request(endpoints.contentList({ limit: 500 })));
    expect(error).toMatchObject({ kind: 'http', status: 400, param: 'limit' });
    expect(error.message).toBe('limit must be an integer from 1 to 100');
    expect(error.isTransient).toBe(false);
  });

  it('relies on the status when the error body is not JSON', async () => {
    const client = createApiClient({
      baseUrl: '',
      fetch: async () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    const error = await failure(client.request(endpoints.categoryList()));
    expect(error).toMatchObject({ kind: 'http', status: 502, message: 'The server ran into a problem' });
    expect(error.isTransient).toBe(true);
  });

  it('reads Retry-After on 429', async () => {
    const client = createApiClient({
      baseUrl: '',
      fetch: async () => new Response('', { status: 429, headers: { 'Retry-After': '7' } }),
    });
    const error = await failure(client.request(endpoints.categoryList()));
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 7 });
  });

  it('names the offending path when a 200 answer does not match the schema', async () => {
    const client = createApiClient({
      baseUrl: '',
      fetch: async () => jsonResponse({ totalItems: 1, content: [{ contentId: 'x', title: 't' }] }),
    });
    const error = await failure(client.request(endpoints.contentList()));
    expect(error.kind).toBe('schema');
    expect(error.issuePath).toBe('content.0.contentSource');
    expect(error.message).toContain('content.0.contentSource');
  });

  it('reports a 200 answer that is not JSON as a schema error', async () => {
    const client = createApiClient({ baseUrl: '', fetch: async () => new Response('<!doctype html>') });
    expect((await failure(client.request(endpoints.categoryList()))).kind).toBe('schema');
  });

  it('reports a failed connection as a network error', async () => {
    const client = createApiClient({
      baseUrl: '',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const error = await failure(client.request(endpoints.categoryList()));
    expect(error.kind).toBe('network');
    expect(error.isTransient).toBe(true);
  });

  it('gives up after the timeout with a timeout error', async () => {
    const client = createApiClient({
      baseUrl: '',
      timeoutMs: 20,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    });
    expect((await failure(client.request(endpoints.categoryList()))).kind).toBe('timeout');
  });

  it('sends each request from a task of its own, and nothing for one cancelled before its turn', async () => {
    const fetch = vi.fn(async () => Response.json({ categories: [] }));
    const client = createApiClient({ baseUrl: '', fetch });
    const controller = new AbortController();
    const first = client.request(endpoints.categoryList());
    const second = client.request(endpoints.categoryList(), { signal: controller.signal });
    // Nothing sent in the task that asked (a page mounting many queries does not do all their work at once).
    expect(fetch).not.toHaveBeenCalled();
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(first).resolves.toEqual({ categories: [] });
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("passes the caller's cancellation through untouched", async () => {
    const controller = new AbortController();
    const client = createApiClient({
      baseUrl: '',
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    });
    const pending = client.request(endpoints.categoryList(), { signal: controller.signal });
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('judges the image addresses of an answer from elsewhere: an unsafe one is taken out', async () => {
    const unsafe = {
      categories: [
        { categoryId: 1, categoryName: 'News', imageUrl: 'javascript:alert(1)' },
        { categoryId: 2, categoryName: 'Sports', imageUrl: '/mediaApi/v1.0/person/Q1/add?userId=u' },
      ],
    };
    const client = createApiClient({ baseUrl: '', fetch: vi.fn(async () => jsonResponse(unsafe)) });
    expect((await client.request(endpoints.categoryList())).categories).toEqual([
      { categoryId: 1, categoryName: 'News' },
      { categoryId: 2, categoryName: 'Sports' },
    ]);
  });

  it("takes this server's own view of a read as it is, and asks fetch for anything else", async () => {
    const fetch = vi.fn(async (url: unknown) =>
      jsonResponse(
        String(url).includes('/category')
          ? categories
          : { userId: 'u', followedPersons: [], followedTeams: [] },
      ),
    );
    const view = {
      categories: [{ categoryId: 1, categoryName: 'News', imageUrl: '/media/categories/1.png' }],
    };
    const ownView = vi.fn((url: string) => (url.includes('/category') ? view : undefined));
    const client = createApiClient({ baseUrl: '', fetch, ownAnswers: true, ownView });
    const categoryList = await client.request(endpoints.categoryList());
    // The view itself, no JSON between, not walked again: this server names only its own /media/
    // images (server/lib/in-process-api.test.ts holds every read a page makes to the client's rule).
    expect(categoryList).toBe(view);
    expect(categoryList.categories[0]).toEqual({
      categoryId: 1,
      categoryName: 'News',
      imageUrl: '/media/categories/1.png',
    });
    expect(fetch).not.toHaveBeenCalled();
    // No view (an error, an answer only HTTP gives): the read goes through fetch.
    await client.request(endpoints.user('u'));
    expect(fetch).toHaveBeenCalledTimes(1);
    // A side effect is never taken from a view, nor is anything without `ownAnswers`.
    await client.request(endpoints.followPerson('Q1', { userId: 'u' }));
    expect(ownView).toHaveBeenCalledTimes(2);
    await createApiClient({ baseUrl: '', fetch, ownView }).request(endpoints.categoryList());
    expect(ownView).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe('a request the contract refuses', () => {
  // What this server answers to `/category/id/x` (the contract's error body).
  const refusedByServer = {
    status: 400,
    error: 'Bad Request',
    message: 'categoryId must be an integer from 1 to 2147483647',
    param: 'categoryId',
  };
  /** The ApiError either way: the same kind, status, parameter and words. */
  const refusal = {
    kind: 'http',
    status: 400,
    param: refusedByServer.param,
    message: refusedByServer.message,
  };

  it('is refused in the reader with the words of the server, and never sent', async () => {
    const fetch = vi.fn(async () => jsonResponse(categories));
    const client = createApiClient({ baseUrl: '', fetch });
    const error = await failure(client.request(endpoints.categoryById('x')));
    expect(error).toMatchObject(refusal);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("is left to this server's own answer in its render, which refuses it in the same words", async () => {
    const fetch = vi.fn(async () => jsonResponse(refusedByServer, { status: 400 }));
    const ownView = vi.fn(() => undefined);
    const client = createApiClient({ baseUrl: '', fetch, ownAnswers: true, ownView });
    const error = await failure(client.request(endpoints.categoryById('x')));
    expect(error).toMatchObject(refusal);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('retry rule', () => {
  const http = (status: number) => new ApiError('http', 'x', { operation: '/x', status });
  it('retries transient failures a limited number of times', () => {
    expect(shouldRetry(0, http(503))).toBe(true);
    expect(shouldRetry(1, new ApiError('network', 'x', { operation: '/x' }))).toBe(true);
    expect(shouldRetry(2, http(503))).toBe(false);
  });
  it('never retries a 4xx or a bad answer', () => {
    expect(shouldRetry(0, http(400))).toBe(false);
    expect(shouldRetry(0, http(404))).toBe(false);
    expect(shouldRetry(0, http(429))).toBe(false);
    expect(shouldRetry(0, new ApiError('schema', 'x', { operation: '/x' }))).toBe(false);
  });
  const busy = (status: number, retryAfterSeconds?: number) =>
    new ApiError('http', 'x', { operation: '/x', status, retryAfterSeconds });
  it('waits out a short Retry-After on a 503 or 429 by itself, three times', () => {
    for (const status of [503, 429]) {
      expect([0, 1, 2, 3].map((n) => shouldRetry(n, busy(status, 2)))).toEqual([true, true, true, false]);
    }
    expect(shouldRetry(0, busy(429))).toBe(false);
  });
  it('leaves a long Retry-After to the reader', () => {
    expect(shouldRetry(0, busy(503, 5))).toBe(false);
    expect(shouldRetry(0, busy(429, 60))).toBe(false);
  });
  it('waits what Retry-After names (plus at most a tenth), at least a quarter second', () => {
    for (const n of [0, 1, 2]) {
      expect(retryDelay(n, busy(503, 2))).toBeGreaterThanOrEqual(2000);
      expect(retryDelay(n, busy(503, 2))).toBeLessThanOrEqual(2200);
      expect(retryDelay(n, busy(429, 0))).toBeGreaterThanOrEqual(250);
    }
  });
  it('pauses briefly, then longer, before a retry', () => {
    expect([0, 1, 5].map((n) => retryDelay(n))).toEqual([500, 1000, 4000]);
  });
});
