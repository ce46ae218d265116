import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useSearchControls } from './search-controls';

/** Two controls that each add a value to the URL's `tag` list, built from the search they are handed. */
function TagControls() {
  const [search, setSearch] = useSearchControls();
  const add = (tag: string) =>
    setSearch((current) => {
      current.set('tag', [...(current.get('tag')?.split(',') ?? []), tag].join(','));
      return current;
    });
  return (
    <>
      <p>Tags: {search.get('tag') ?? 'none'}</p>
      <button onClick={() => add('red')}>Add red</button>
      <button onClick={() => add('blue')}>Add blue</button>
    </>
  );
}

async function renderControls(initial = '/feed') {
  // A loader, as the reader's pages have: the router then commits a navigation after it has run, not at once.
  const router = createMemoryRouter([{ path: '/feed', element: <TagControls />, loader: () => null }], {
    initialEntries: [initial],
  });
  render(<RouterProvider router={router} />);
  await screen.findByRole('button', { name: 'Add red' });
  return router;
}

describe('useSearchControls', () => {
  it('keeps both of two changes made before the first one has rendered', async () => {
    const router = await renderControls();
    // Both clicks land in one task: the router commits the first navigation only after it (a moment later).
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Add red' }));
      fireEvent.click(screen.getByRole('button', { name: 'Add blue' }));
    });
    expect(await screen.findByText('Tags: red,blue')).toBeVisible();
    expect(router.state.location.search).toBe('?tag=red%2Cblue');
  });

  it('builds on the URL the reader went back to, not on the change made before it', async () => {
    const router = await renderControls('/feed?tag=green');
    fireEvent.click(screen.getByRole('button', { name: 'Add red' }));
    expect(await screen.findByText('Tags: green,red')).toBeVisible();
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Tags: green')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Add blue' }));
    expect(await screen.findByText('Tags: green,blue')).toBeVisible();
  });
});
