// The header search's suggestions against the real reference server: what the reader types is matched
// with the names the server's stories carry, grouped, and reached with the keyboard.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContentList } from '@/api/schemas';
import { referenceServerForFile } from '@/test/reference-server';
import { renderRoute } from '@/test/render-route';
import { HeaderSearch } from './header-search';

const api = referenceServerForFile(200);

describe('HeaderSearch', () => {
  it('asks for nothing until the box is focused', async () => {
    renderRoute('*', <HeaderSearch />, '/');
    expect(screen.getByRole('searchbox', { name: 'Search stories' })).toHaveAttribute(
      'aria-autocomplete',
      'list',
    );
    expect(screen.queryByRole('listbox')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.requests).toEqual([]);
  });

  it('suggests a person by the first letters of their names, grouped under People, and Enter opens them', async () => {
    const list = await api.server.get<ContentList>('/mediaApi/v1.0/content/?limit=20&sortBy=newest');
    const person = list.content.flatMap((item) => item.persons ?? [])[0]!;
    const [first, last] = person.name.split(' ');
    const user = userEvent.setup();
    const { router } = renderRoute('*', <HeaderSearch />, '/');
    const box = screen.getByRole('searchbox', { name: 'Search stories' });
    await user.type(box, `${last!.slice(0, 3).toLowerCase()} ${first!.slice(0, 2).toUpperCase()}`);

    const people = await screen.findByRole('group', { name: 'People' });
    const option = within(people).getByRole('option', { name: person.name });
    expect(screen.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(/suggestions?; use the arrow keys/);
    // Every suggested person's name has a word starting with the typed beginning of the last name.
    for (const other of within(people).getAllByRole('option')) {
      const words = other.textContent!.toLowerCase().split(' ');
      expect(words.some((word) => word.startsWith(last!.slice(0, 3).toLowerCase()))).toBe(true);
    }
    const options = screen.getAllByRole('option');
    const at = options.indexOf(option);
    for (let step = 0; step <= at; step += 1) await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', option.id);
    expect(option).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/person/${encodeURIComponent(person.id)}`),
    );
  });

  it('searches the typed words on Enter when no suggestion is chosen, and Escape closes the list', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('*', <HeaderSearch />, '/');
    const box = screen.getByRole('searchbox', { name: 'Search stories' });
    await user.type(box, 'sp');
    expect(await screen.findByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?topic=sp%3Aext'));
  });
});
