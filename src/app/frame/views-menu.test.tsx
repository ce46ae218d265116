import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveView, viewsStore } from '@/features/views/store';
import { ViewsMenu } from './views-menu';

function renderMenu() {
  const nav = (
    <nav aria-label="Main">
      <ul>
        <ViewsMenu navClass={() => ''} />
      </ul>
    </nav>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: nav },
      { path: '/feed', element: nav },
      { path: '/views', element: nav },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => viewsStore.set([]));

describe('the Views menu', () => {
  it('says how to save a view when there is none, and links to the views page', async () => {
    const user = userEvent.setup();
    const router = renderMenu();
    const button = screen.getByRole('button', { name: 'Views' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The list loads on the first press (docs/decisions/0046).
    expect(await screen.findByText(/No saved views yet/)).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Manage views' }));
    expect(router.state.location.pathname).toBe('/views');
    expect(screen.getByRole('button', { name: 'Views' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists the saved views in their order; one opens its feed, with a fresh time for a preset', async () => {
    saveView({ query: 'category=Sports', within: 'week' }, 'Sports this week');
    saveView({ query: 'tag=goal' }, 'Goals');
    const user = userEvent.setup();
    const router = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Views' }));
    const links = (await screen.findByRole('list', { name: 'Saved views' })).querySelectorAll('a');
    expect([...links].map((link) => link.textContent)).toEqual(['Sports this week', 'Goals']);
    await user.click(screen.getByRole('link', { name: 'Sports this week' }));
    const { pathname, search } = router.state.location;
    expect(pathname).toBe('/feed');
    const params = new URLSearchParams(search);
    expect(params.get('category')).toBe('Sports');
    const age = Date.now() - Date.parse(params.get('publishedAfter')!);
    expect(age).toBeGreaterThanOrEqual(7 * 24 * 3_600_000);
    expect(age).toBeLessThan(7 * 24 * 3_600_000 + 3_600_000);
    expect(screen.queryByRole('list', { name: 'Saved views' })).not.toBeInTheDocument();
  });

  it('closes on Escape, giving the focus back to its button', async () => {
    saveView({ query: 'tag=goal' }, 'Goals');
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await screen.findByRole('link', { name: 'Goals' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Goals' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Views' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Views' })).toHaveAttribute('aria-expanded', 'false');
  });
});
