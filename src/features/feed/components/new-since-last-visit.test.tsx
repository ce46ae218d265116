import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/api/client';
import type { ContentItem } from '@/api/schemas';
import type { Settings } from '@/lib/settings';
import { NewSinceLastVisit } from './new-since-last-visit';

const SINCE = Date.UTC(2026, 10, 23, 9, 30, 0, 500);
const settings: Settings = { userId: 'reader-1', optOut: false, language: '', country: '' };
const ana = { id: 'Q1', name: 'Ana Lima', imageUrl: '' };
const bo = { id: 'Q2', name: 'Bo Chen', imageUrl: '' };
const harbour = { id: 'Q9', name: 'Harbour FC', logoUrl: '', sportType: 1, competitionId: 1 };

const story = (n: number, refs: Pick<ContentItem, 'persons' | 'teams'>): ContentItem => ({
  contentId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Story ${n}`,
  contentSource: 'wire',
  publishedAt: SINCE / 1000 + n * 60,
  ...refs,
});

const asked: URLSearchParams[] = [];

beforeEach(() => {
  asked.length = 0;
  configureApiClient({
    baseUrl: '',
    fetch: vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://test');
      asked.push(url.searchParams);
      // What the service has published since the visit, about whom the request asks.
      const content = url.searchParams.has('person')
        ? [
            story(1, { persons: [{ id: 'Q1', name: 'Ana Lima' }] }),
            story(2, {
              persons: [{ id: 'Q1', name: 'Ana Lima' }],
              teams: [{ id: 'Q9', name: 'Harbour FC' }],
            }),
          ]
        : [
            story(2, {
              persons: [{ id: 'Q1', name: 'Ana Lima' }],
              teams: [{ id: 'Q9', name: 'Harbour FC' }],
            }),
          ];
      return new Response(JSON.stringify({ totalItems: content.length, content }), { status: 200 });
    }) as unknown as typeof fetch,
  });
});

afterEach(() => configureApiClient({ baseUrl: '' }));

describe('the Following tab since the last visit', () => {
  it('says how many stories are new about each person and team followed, and only since the visit', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <NewSinceLastVisit settings={settings} persons={[ana, bo]} teams={[harbour]} since={SINCE} />
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list');
    const rows = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(rows).toEqual(['Ana Lima2 new', 'Harbour FC1 new']);
    expect(within(list).getByRole('link', { name: 'Ana Lima' })).toHaveAttribute('href', '/person/Q1');
    // The first whole second after the visit ended, in the API's own form.
    expect(asked.map((query) => query.get('publishedAfter'))).toEqual([
      '11/23/2026 09:30:01',
      '11/23/2026 09:30:01',
    ]);
  });
});
