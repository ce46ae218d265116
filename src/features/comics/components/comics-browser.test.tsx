import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '@/api/client';
import { COMIC_THEMES, type Comic } from '@/api/schemas';
import { ComicsBrowser } from './comics-browser';

const NEWEST = Date.UTC(2026, 10, 22) / 1000;
const DAY = 86_400;

/** Six themes a day in three languages, for 40 days up to 22 November 2026, newest first. */
const ALL: (Comic & { language: string })[] = [];
for (let day = 0; day < 40; day += 1) {
  for (const theme of COMIC_THEMES) {
    for (const language of ['en', 'es', 'pt']) {
      ALL.push({
        contentId: `${theme}-${language}-${day}`,
        pubDate: NEWEST - day * DAY + 6 * 3600,
        theme: theme.toUpperCase(),
        imageURL: `/media/${theme}-${language}-${day}.png`,
        size: 'smallStrip',
        width: 1200,
        height: 380,
        language,
      });
    }
  }
}

const requests: URL[] = [];
function fakeFetch(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input), 'http://test');
  requests.push(url);
  const query = url.searchParams;
  const theme = query.get('theme')?.toUpperCase();
  const language = query.get('language') ?? 'en';
  const date = query.get('publishDate');
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 5);
  const matching = ALL.filter(
    (comic) =>
      comic.language === language &&
      (!theme || comic.theme === theme) &&
      (!date ||
        new Date(comic.pubDate * 1000).toISOString().slice(0, 10) ===
          `${date.slice(6)}-${date.slice(0, 2)}-${date.slice(3, 5)}`),
  ).slice(offset, offset + limit);
  return Promise.resolve(
    new Response(JSON.stringify({ totalItems: matching.length, comics: matching }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/comics', element: <ComicsBrowser /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  requests.length = 0;
  configureApiClient({ baseUrl: '', fetch: fakeFetch as typeof fetch });
});
afterEach(() => configureApiClient({ baseUrl: '' }));

describe('the comics gallery', () => {
  it('ignores a bad theme with a notice and names each strip by theme and day', async () => {
    renderAt('/comics?theme=Calvin&date=2026-11-20&language=es');
    expect(screen.getByText(/“Calvin” is not a comic theme/)).toBeInTheDocument();
    const strips = await screen.findAllByRole('img');
    expect(strips.map((image) => image.getAttribute('alt'))).toEqual(
      COMIC_THEMES.map((theme) => `${theme}, 20 November 2026`),
    );
    const gallery = requests.find((url) => url.searchParams.get('limit') === '12')!;
    expect(gallery.searchParams.get('publishDate')).toBe('11/20/2026');
    expect(gallery.searchParams.has('theme')).toBe(false);
    expect(gallery.searchParams.has('offset')).toBe(false);
  });

  it('opens a strip from the URL, moves with the arrow keys and closes with Escape', async () => {
    const user = userEvent.setup();
    const router = renderAt('/comics?date=2026-11-20&language=en&comic=Garfield-en-2');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Garfield, 20 November 2026');
    expect(within(dialog).getByText(/Strip 2 of 6/)).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(router.state.location.search).toContain('comic=Peanuts-en-2');
    expect(within(await screen.findByRole('dialog')).getByRole('heading')).toHaveTextContent('Peanuts');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).not.toContain('comic=');
  });

  it('offers the nearest day with strips when a day has none', async () => {
    renderAt('/comics?theme=Argyle&date=2026-12-03&language=pt');
    expect(await screen.findByText('No Argyle strips in Português on 3 December 2026')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Sunday, 22 November 2026' });
    expect(link).toHaveAttribute('href', '/comics?theme=Argyle&date=2026-11-22&language=pt');
    // The suggestion came from the calendar's head page: one request of 50, no probing day by day.
    await act(async () => {});
    expect(requests.filter((url) => url.searchParams.get('limit') === '50')).toHaveLength(1);
  });
});
