import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from '@/components/ui/toast';
import { saveView, viewsStore, type ViewFeed } from '../store';
import { viewsFileText } from '../views-file';
import { SaveViewButton } from './save-view-button';
import { ViewsManager } from './views-manager';

const hrefOf = (view: ViewFeed) => `/feed?${view.query}`;
const canonical = (view: ViewFeed) => view;

function renderAt(url: string, feed: ViewFeed = { query: 'category=Sports' }) {
  const router = createMemoryRouter(
    [
      {
        path: '/views',
        element: (
          <>
            <ViewsManager hrefOf={hrefOf} canonical={canonical} />
            <ToastRegion />
          </>
        ),
      },
      {
        path: '/feed',
        element: (
          <>
            <SaveViewButton feed={feed} name="Sports · English" />
            <ToastRegion />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const rows = () => within(screen.getByRole('list', { name: 'Your views' })).getAllByRole('listitem');
const rowNames = () => rows().map((row) => within(row).getAllByRole('link')[0]!.textContent);

beforeEach(() => {
  viewsStore.set([]);
  saveView({ query: 'category=Sports' }, 'Sports');
  saveView({ query: 'category=Tennis' }, 'Tennis');
  saveView({ query: 'tag=goal' }, 'Goals');
});

afterEach(() => vi.restoreAllMocks());

describe('Save view', () => {
  it('saves the feed in one press, offers Rename, and a second press removes it with Undo', async () => {
    viewsStore.set([]);
    const user = userEvent.setup();
    const router = renderAt('/feed');
    const button = screen.getByRole('button', { name: 'Save view' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(viewsStore.get().map((view) => view.name)).toEqual(['Sports · English']);
    expect(screen.getByText('Saved “Sports · English” to your views')).toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(viewsStore.get()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(button).toHaveAttribute('aria-pressed', 'true');

    // The first toast's Rename opens the views page with the name field ready.
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(router.state.location.pathname).toBe('/views');
    expect(screen.getByRole('textbox', { name: 'New name' })).toHaveFocus();
  });
});

describe('the views page', () => {
  it('lists the views as links to their feeds, in order', () => {
    renderAt('/views');
    expect(rowNames()).toEqual(['Sports', 'Tennis', 'Goals']);
    expect(screen.getByRole('link', { name: 'Tennis' })).toHaveAttribute('href', '/feed?category=Tennis');
  });

  it('renames from the keyboard; Escape cancels and an empty name is refused', async () => {
    const user = userEvent.setup();
    renderAt('/views');
    await user.click(screen.getByRole('button', { name: 'Rename Tennis' }));
    const field = screen.getByRole('textbox', { name: 'New name' });
    expect(field).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Rename Tennis' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.clear(screen.getByRole('textbox', { name: 'New name' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'New name' })).toHaveAccessibleDescription(/needs a name/);
    await user.type(screen.getByRole('textbox', { name: 'New name' }), 'Clay courts{Enter}');
    expect(rowNames()).toEqual(['Sports', 'Clay courts', 'Goals']);
    expect(screen.getByRole('button', { name: 'Rename Clay courts' })).toHaveFocus();
  });

  it('reorders with Move buttons, keeping focus on the moved view and saying where it went', async () => {
    const user = userEvent.setup();
    renderAt('/views');
    expect(screen.getByRole('button', { name: 'Move Sports up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Goals up' }));
    expect(rowNames()).toEqual(['Sports', 'Goals', 'Tennis']);
    expect(screen.getByRole('button', { name: 'Move Goals up' })).toHaveFocus();
    expect(screen.getByText('Moved “Goals” to place 2 of 3.')).toBeInTheDocument();
    // At the top, the other arrow takes the focus, so the keyboard can go on.
    await user.keyboard('{Enter}');
    expect(rowNames()).toEqual(['Goals', 'Sports', 'Tennis']);
    expect(screen.getByRole('button', { name: 'Move Goals down' })).toHaveFocus();
    expect(viewsStore.get().map((view) => view.name)).toEqual(['Goals', 'Sports', 'Tennis']);
  });

  it('deletes a view, with Undo', async () => {
    const user = userEvent.setup();
    renderAt('/views');
    await user.click(screen.getByRole('button', { name: 'Delete Tennis' }));
    expect(rowNames()).toEqual(['Sports', 'Goals']);
    expect(screen.getByRole('link', { name: 'Goals' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(rowNames()).toEqual(['Sports', 'Tennis', 'Goals']);
  });

  it('exports the views as a JSON file', async () => {
    const user = userEvent.setup();
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((made: Blob) => {
      blob = made;
      return 'blob:views';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAt('/views');
    await user.click(screen.getByRole('button', { name: 'Export views' }));
    expect(click).toHaveBeenCalled();
    expect(JSON.parse(await blob!.text())).toMatchObject({
      views: [{ name: 'Sports' }, { name: 'Tennis' }, { name: 'Goals' }],
    });
    expect(screen.getByText('Exported 3 views to gazette-views.json.')).toBeInTheDocument();
  });

  it('imports a file by merging it without duplicates; a wrong file changes nothing and says why', async () => {
    const user = userEvent.setup();
    renderAt('/views');
    const input = screen.getByLabelText('Import views');

    await user.upload(input, new File(['not json'], 'views.json', { type: 'application/json' }));
    expect(
      await screen.findByText(/not a saved-views file \(it is not JSON\)\. Nothing was imported\./),
    ).toBeInTheDocument();
    expect(rowNames()).toEqual(['Sports', 'Tennis', 'Goals']);

    const text = viewsFileText([
      { id: 'x', name: 'Tennis elsewhere', query: 'category=Tennis' },
      { id: 'y', name: 'Golf', query: 'category=Golf', within: 'day' },
    ]);
    await user.upload(input, new File([text], 'gazette-views.json', { type: 'application/json' }));
    expect(await screen.findByText('Imported 1 view; 1 was already saved.')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Sports', 'Tennis', 'Goals', 'Golf']);
  });
});
