// A busy moment (503 or 429 with Retry-After) is waited out by the app's own cache rules, for a query, a
// route loader's warm-up and a page hydrated from the server's failure alike: the real reference server
// behind, with the answer it gives replaced by a busy one as often as a test says (what a loaded server
// does to a request, without the load).
import { dehydrate, hydrate, QueryObserver } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, configureApiClient } from '@/api/client';
import { feedSampleQueryOptions } from '@/features/feed/api';
import { startReferenceServer, type ReferenceServer } from '@/test/reference-server';
import { askAgainWhatWasBusy, createQueryClient } from './query-client';

let server: ReferenceServer;
beforeAll(async () => {
  server = await startReferenceServer(60);
}, 60_000);
afterAll(() => {
  server.stop();
  configureApiClient({ baseUrl: '' });
});

/** The API client against the reference server, its first `busyTimes` answers a busy one. */
function busyServer(busyTimes: number, status = 503, retryAfter = '1') {
  const sent: number[] = [];
  configureApiClient({
    baseUrl: server.base,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(Date.now());
      if (sent.length <= busyTimes) {
        return Promise.resolve(
          new Response(
            JSON.stringify({ status, error: 'Busy', message: 'the server is busy; retry shortly' }),
            {
              status,
              headers: { 'Content-Type': 'application/json', 'Retry-After': retryAfter },
            },
          ),
        );
      }
      return fetch(input, init);
    }) as typeof fetch,
  });
  return sent;
}

const stories = feedSampleQueryOptions({ language: 'en' }, 5);

describe('a busy answer', () => {
  it('is waited out: a single 503 with Retry-After is followed by the stories, after the wait it named', async () => {
    const sent = busyServer(1, 503, '1');
    const list = await createQueryClient().fetchQuery(stories);
    expect(list.content.length).toBeGreaterThan(0);
    expect(sent).toHaveLength(2);
    expect(sent[1]! - sent[0]!).toBeGreaterThanOrEqual(1000);
  });

  it('is waited out for a 429 with Retry-After too, and for a route loader’s warm-up', async () => {
    const sent = busyServer(2, 429, '0');
    const client = createQueryClient();
    const list = await client.ensureQueryData(stories);
    expect(list.content.length).toBeGreaterThan(0);
    expect(sent).toHaveLength(3);
  });

  it('keeps a page on its skeleton meanwhile: the query stays pending, never in error', async () => {
    busyServer(1, 503, '1');
    const client = createQueryClient();
    const seen: string[] = [];
    const observer = new QueryObserver(client, stories);
    const done = new Promise<void>((resolve) => {
      const stop = observer.subscribe((result) => {
        seen.push(result.status);
        if (result.status !== 'pending') {
          stop();
          resolve();
        }
      });
    });
    await done;
    expect(seen.at(-1)).toBe('success');
    expect(seen).not.toContain('error');
  });

  it('is told to the reader after three retries within a few seconds', async () => {
    const sent = busyServer(10, 503, '0');
    const failure = await createQueryClient()
      .fetchQuery(stories)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(503);
    expect(sent).toHaveLength(4);
    expect(sent[3]! - sent[0]!).toBeLessThan(10_000);
  });

  it('is told at once when the wait it names is long (the reader sees the countdown)', async () => {
    const sent = busyServer(10, 503, '30');
    const failure = await createQueryClient()
      .fetchQuery(stories)
      .catch((error: unknown) => error);
    expect((failure as ApiError).retryAfterSeconds).toBe(30);
    expect(sent).toHaveLength(1);
  });

  it('that the server rendered into the first page is asked again once the browser has it', async () => {
    // The server asks once (no retries) and hands its failure to the browser in the page's state.
    busyServer(1, 503, '2');
    const serverClient = createQueryClient({ server: true });
    await serverClient.prefetchQuery(stories);
    expect(serverClient.getQueryState(stories.queryKey)?.status).toBe('error');
    const browser = createQueryClient();
    hydrate(browser, dehydrate(serverClient, { shouldDehydrateQuery: () => true }));
    const observer = new QueryObserver(browser, stories);
    const stop = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().status).toBe('error');

    await askAgainWhatWasBusy(browser);
    expect(observer.getCurrentResult().status).toBe('success');
    expect(observer.getCurrentResult().data?.content.length).toBeGreaterThan(0);
    stop();
  });
});
