import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { configureApiClient } from '@/api/client';
import { updateSettings } from '@/lib/settings';
import { FilterableFeed } from './filterable-feed';

const requests: URLSearchParams[] = [];

beforeEach(() => {
  requests.length = 0;
  configureApiClient({
    baseUrl: '',
    fetch: vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://test');
      // The feed also reads the user's follows (for its "Because you follow" badges).
      if (!url.pathname.includes('/content')) return new Response('{}', { status: 404 });
      requests.push(url.searchParams);
      return new Response(JSON.stringify({ totalItems: 0, content: [] }), { status: 200 });
    }) as unknown as typeof fetch,
  });
});

afterEach(() => configureApiClient({ baseUrl: '' }));

const renderFeed = (url: string) =>
  renderRoute('/feed', <FilterableFeed categoryChoices={[{ value: 'Sports', label: 'Deportes' }]} />, url)
    .router;

describe('FilterableFeed keeps its filters in the URL', () => {
  it('drops a malformed value with a notice and never sends it', async () => {
    renderFeed('/feed?tag=goal&publishedAfter=yesterday');
    expect(await screen.findByText(/“yesterday” is not a valid date and time/)).toBeInTheDocument();
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    expect(requests[0]!.get('tag')).toBe('goal');
    expect(requests[0]!.has('publishedAfter')).toBe(false);
    expect(requests[0]!.has('offset')).toBe(false);
  });

  it('adds, removes and clears filters through the URL', async () => {
    const user = userEvent.setup();
    const router = renderFeed('/feed?tag=goal');

    const box = screen.getByRole('combobox', { name: 'Add a source, person, team or topic' });
    await user.type(box, 'weather{Enter}');
    expect(new URLSearchParams(router.state.location.search).get('topic')).toBe('weather:ext');
    expect(screen.getByRole('link', { name: 'Remove Search: “weather”' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Hide what I pick instead' }));
    await user.type(box, 'depor');
    const names = screen.getByRole('listbox', { name: 'Sources, people, teams and topics' });
    await user.click(await within(names).findByRole('option', { name: 'Deportes' }));
    expect(new URLSearchParams(router.state.location.search).get('categoryFilter')).toBe('Sports');
    expect(screen.getByRole('link', { name: 'Remove Without category: Deportes' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Remove Tag: goal' }));
    expect(new URLSearchParams(router.state.location.search).has('tag')).toBe(false);

    await user.click(screen.getByRole('radio', { name: 'Newest first' }));
    expect(new URLSearchParams(router.state.location.search).get('sortBy')).toBe('newest');
    expect(screen.queryByRole('link', { name: /^Remove Order/ })).toBeNull();

    // Clearing the filters keeps the order: it is not one of them.
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(router.state.location.search).toBe('?language=&countryCode=&sortBy=newest');
    await waitFor(() => expect(screen.getByText('No stories match')).toBeInTheDocument());
  }, 20_000);

  it('shows the user’s default language as a chip that can be cleared', async () => {
    updateSettings({ language: 'es', country: '' });
    const user = userEvent.setup();
    const router = renderFeed('/feed');
    const chip = await screen.findByRole('link', { name: 'Remove Language: Español (your default)' });
    await waitFor(() => expect(requests.at(-1)?.get('language')).toBe('es'));
    await user.click(chip);
    expect(router.state.location.search).toBe('?language=');
    await waitFor(() => expect(requests.at(-1)?.has('language')).toBe(false));
    updateSettings({ language: '' });
  });
});
