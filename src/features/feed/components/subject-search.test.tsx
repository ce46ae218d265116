// The feed's filters in a reader's words, against the real reference server: one box finds a source by
// the first letters of its name and adds it as a chip, one Region says how a country applies, and the
// order is a switch that never shows as a chip.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContentList } from '@/api/schemas';
import { referenceServerForFile } from '@/test/reference-server';
import { renderRoute } from '@/test/render-route';
import { FilterableFeed } from './filterable-feed';

const api = referenceServerForFile(200);

const renderFeed = (url: string) =>
  renderRoute('/feed', <FilterableFeed categoryChoices={[{ value: 'Sports', label: 'Sports' }]} />, url);

const query = (router: ReturnType<typeof renderFeed>['router']) =>
  new URLSearchParams(router.state.location.search);

describe('the feed’s filters in a reader’s words', () => {
  it('adds a source found by the first letters of its name as a chip, and only its stories remain', async () => {
    const newest = await api.server.get<ContentList>('/mediaApi/v1.0/content/?limit=20&sortBy=newest');
    const story = newest.content.find((item) => item.contentSourceDisplay)!;
    const name = story.contentSourceDisplay!;
    const user = userEvent.setup();
    const { router } = renderFeed('/feed?language=&countryCode=');
    const box = screen.getByRole('combobox', { name: 'Add a source, person, team or topic' });
    await user.type(box, name.slice(0, 4));
    const providers = await screen.findByRole('group', { name: 'Providers' }, { timeout: 12_000 });
    await user.click(within(providers).getByRole('option', { name }));

    await waitFor(() => expect(query(router).get('vendor')).toBe(story.contentSource));
    expect(await screen.findByRole('link', { name: `Remove Source: ${name}` })).toBeInTheDocument();
    expect(screen.getByText(`Added ${name}.`)).toBeInTheDocument();
    const cards = await screen.findAllByRole('article', {}, { timeout: 5000 });
    expect(cards.length).toBeGreaterThan(0);
    const all = await api.server.get<ContentList>(
      `/mediaApi/v1.0/content/?limit=20&vendor=${encodeURIComponent(story.contentSource)}`,
    );
    expect(all.content.every((item) => item.contentSource === story.contentSource)).toBe(true);
  }, 20_000);

  it('picks one region and says how it applies; each of the three country parameters is reachable', async () => {
    const user = userEvent.setup();
    const { router } = renderFeed('/feed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'BR');
    expect(query(router).get('countryCode')).toBe('BR');

    await user.click(screen.getByRole('radio', { name: 'Local to' }));
    expect(query(router).get('localCountryCode')).toBe('BR');
    expect(query(router).get('countryCode')).toBe('');
    expect(screen.getByRole('link', { name: /^Remove Local to country: Brazil/ })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'From' }));
    expect(query(router).get('originCountryCode')).toBe('BR');
    expect(query(router).has('localCountryCode')).toBe(false);

    // An old link with a local country shows it in the one Region control.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), '');
    expect(query(router).has('originCountryCode')).toBe(false);
  }, 30_000);

  it('keeps the order a switch, never a removable chip', async () => {
    const user = userEvent.setup();
    const { router } = renderFeed('/feed?sortBy=newest&language=&countryCode=');
    expect(screen.getByRole('radio', { name: 'Newest first' })).toBeChecked();
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Top stories' }));
    expect(query(router).has('sortBy')).toBe(false);
  });
});
