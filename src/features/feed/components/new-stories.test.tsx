import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/api/client';
import type { ContentItem } from '@/api/schemas';
import { DEFAULT_CONFIG, setConfig } from '@/lib/config';
import { FeedList, lastVisitIndex } from './feed-list';
import { countNewer } from '../new-stories';

const NOW = 1_800_000_000;
const story = (n: number, publishedAt = NOW - n * 60): ContentItem => ({
  contentId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Story number ${n}`,
  contentSource: 'wire',
  publishedAt,
});

/** The stories the stub service holds, newest first; a test publishes by putting one in front. */
let stories: ContentItem[] = [];
const contentRequests: URLSearchParams[] = [];

beforeAll(() => {
  // jsdom cannot scroll (its ResizeObserver is the set-up's inert one).
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  // jsdom lays nothing out: every story measures 100 px, so the list shows its first few from the top.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ x: 0, y: 0, top: 0, left: 0, bottom: 100, right: 800, width: 800, height: 100 }) as DOMRect,
  );
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

beforeEach(() => {
  stories = Array.from({ length: 6 }, (_, index) => story(index + 1));
  contentRequests.length = 0;
  configureApiClient({
    baseUrl: '',
    fetch: vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://test');
      if (!/\/content\/?$/.test(url.pathname)) return new Response('{}', { status: 404 });
      contentRequests.push(url.searchParams);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const content = stories.slice(offset, offset + limit);
      return new Response(JSON.stringify({ totalItems: content.length, content }), { status: 200 });
    }) as unknown as typeof fetch,
  });
});

afterEach(() => {
  configureApiClient({ baseUrl: '' });
  setConfig(DEFAULT_CONFIG);
});

function renderList(lastVisit?: number) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <FeedList filters={{ sortBy: 'newest' }} label="Latest stories" lastVisit={lastVisit} />,
      },
    ],
    { initialEntries: ['/'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const headings = () =>
  within(screen.getByRole('feed', { name: 'Latest stories' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('news arriving in an open feed', () => {
  it('says how many newer stories exist without changing the list, and brings them in on a click', async () => {
    setConfig({ ...DEFAULT_CONFIG, newStoriesPollMs: 100 });
    renderList();
    await screen.findByRole('heading', { name: 'Story number 1' });
    const before = headings();

    // Two stories are published.
    stories = [story(102, NOW + 120), story(101, NOW + 60), ...stories];
    const pill = await screen.findByRole('button', { name: /2 new stories/ });
    // Said politely to a screen reader too.
    expect(
      screen.getAllByRole('status').find((node) => /2 new stories/.test(node.textContent ?? '')),
    ).toHaveAttribute('aria-live', 'polite');
    expect(headings()).toEqual(before);

    await userEvent.click(pill);
    await waitFor(() =>
      expect(headings().slice(0, 3)).toEqual(['Story number 102', 'Story number 101', 'Story number 1']),
    );
    expect(screen.queryByRole('button', { name: /new stor/ })).not.toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('asks for nothing more until the interval has passed', async () => {
    setConfig({ ...DEFAULT_CONFIG, newStoriesPollMs: 60_000 });
    renderList();
    await screen.findByRole('heading', { name: 'Story number 1' });
    stories = [story(101, NOW + 60), ...stories];
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(contentRequests).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /new stor/ })).not.toBeInTheDocument();
  });

  it('marks where the last visit falls, in sight and to a screen reader', async () => {
    renderList((NOW - 2 * 60) * 1000);
    await screen.findByRole('heading', { name: 'Story number 1' });
    expect(await screen.findByText('Since your last visit')).toBeInTheDocument();
    // The line sits with the first story from before the visit: number 2 was published at the visit's end.
    expect(screen.getByText('Earlier').closest('[data-index]')).toHaveTextContent('Story number 2');
    expect(screen.getByRole('article', { name: 'Story number 1' })).toHaveTextContent(
      /^New since your last visit\./,
    );
    expect(screen.getByRole('article', { name: 'Story number 2' })).toHaveTextContent(
      /^Earlier, from before your last visit\./,
    );
    expect(screen.getByRole('article', { name: 'Story number 3' })).not.toHaveTextContent(/last visit/);
  });
});

describe('counting', () => {
  it('counts stories neither shown nor older than the newest shown', () => {
    const shown = [story(1), story(2)];
    expect(countNewer([story(9, NOW + 60), story(1), story(2)], shown)).toEqual({ count: 1, more: false });
    expect(countNewer([story(1), story(2)], shown)).toEqual({ count: 0, more: false });
    const many = Array.from({ length: 20 }, (_, index) => story(200 + index, NOW + 600 - index));
    expect(countNewer(many, shown)).toEqual({ count: 20, more: true });
  });

  it('finds the first story from before the last visit', () => {
    const items = [story(1), story(2), story(3)];
    expect(lastVisitIndex(items, (NOW - 150) * 1000)).toBe(2);
    expect(lastVisitIndex(items, NOW * 1000)).toBe(0);
    expect(lastVisitIndex(items, (NOW - 3600) * 1000)).toBe(3);
  });
});
