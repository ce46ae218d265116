// Drives the gallery against the real reference server on a real port (a seeded SQLite file in a
// temp dir), so which strips and days there are is the server's own filtering, not a copy of it.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { referenceServerForFile } from '@/test/reference-server';
import { COMIC_THEMES, type Comic } from '@/api/schemas';
import { longDay, weekdayDay } from '../comic-meta';
import { ComicsBrowser } from './comics-browser';

const api = referenceServerForFile(50);
const { requests } = api;

const get = <T,>(path: string): Promise<T> => api.server.get<T>(path);

const comicsOf = async (query: string) =>
  (await get<{ comics: Comic[] }>(`/mediaApi/v1.0/mid/comics?${query}`)).comics;
const dayOf = (comic: Comic) => new Date(comic.pubDate * 1000).toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const apiDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8)}/${day.slice(0, 4)}`;

const renderAt = (url: string) => renderRoute('/comics', <ComicsBrowser />, url).router;

describe('the comics gallery', () => {
  it('ignores a bad theme with a notice and names each strip by theme and day', async () => {
    const newest = dayOf((await comicsOf('language=es&limit=1'))[0]!);
    const day = addDays(newest, -2);
    renderAt(`/comics?theme=Calvin&date=${day}&language=es`);
    expect(screen.getByText(/“Calvin” is not a comic theme/)).toBeInTheDocument();
    const strips = await screen.findAllByRole('img');
    expect(strips.map((image) => image.getAttribute('alt')).sort()).toEqual(
      COMIC_THEMES.map((theme) => `${theme}, ${longDay(day)}`).sort(),
    );
    const gallery = requests.find((url) => url.searchParams.get('limit') === '12')!;
    expect(gallery.searchParams.get('publishDate')).toBe(apiDay(day));
    expect(gallery.searchParams.has('theme')).toBe(false);
    expect(gallery.searchParams.has('offset')).toBe(false);
  });

  it('opens a strip from the URL, moves with the arrow keys and closes with Escape', async () => {
    const user = userEvent.setup();
    const newest = dayOf((await comicsOf('language=en&limit=1'))[0]!);
    const day = addDays(newest, -2);
    // The day's strips in the server's order; the second opens, the third is "next".
    const strips = await comicsOf(`publishDate=${apiDay(day)}&language=en&limit=12`);
    expect(strips).toHaveLength(COMIC_THEMES.length);
    const [second, third] = [strips[1]!, strips[2]!];
    const name = (comic: Comic) => COMIC_THEMES.find((theme) => theme.toUpperCase() === comic.theme)!;
    const router = renderAt(`/comics?date=${day}&language=en&comic=${second.contentId}`);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent(`${name(second)}, ${longDay(day)}`);
    expect(within(dialog).getByText(/Strip 2 of 6/)).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(router.state.location.search).toContain(`comic=${third.contentId}`);
    expect(within(await screen.findByRole('dialog')).getByRole('heading')).toHaveTextContent(name(third));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).not.toContain('comic=');
  });

  it('offers the nearest day with strips when a day has none', async () => {
    const newest = dayOf((await comicsOf('theme=Argyle&language=pt&limit=1'))[0]!);
    const empty = addDays(newest, 3);
    renderAt(`/comics?theme=Argyle&date=${empty}&language=pt`);
    expect(await screen.findByText(`No Argyle strips in Português on ${longDay(empty)}`)).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: weekdayDay(newest) });
    expect(link).toHaveAttribute('href', `/comics?theme=Argyle&date=${newest}&language=pt`);
    // The suggestion came from the calendar's head page: one request of 50, no probing day by day.
    await act(async () => {});
    expect(requests.filter((url) => url.searchParams.get('limit') === '50')).toHaveLength(1);
  });
});
