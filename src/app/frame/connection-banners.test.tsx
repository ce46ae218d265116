import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissUpdate, simulateUpdateWaiting } from '../service-worker';
import { OfflineBanner, UpdateBanner } from './connection-banners';

describe('OfflineBanner', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says so while the browser is offline and goes when it is back', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('');

    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent('You’re offline.');

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});

describe('UpdateBanner', () => {
  afterEach(() => act(() => dismissUpdate()));

  it('shows nothing until a new version waits', () => {
    render(<UpdateBanner />);
    expect(screen.queryByRole('button', { name: 'Reload to update' })).toBeNull();
  });

  it('announces a waiting version and applies it only when asked', async () => {
    const apply = vi.fn(() => Promise.resolve());
    render(<UpdateBanner />);
    act(() => simulateUpdateWaiting(apply));
    expect(screen.getByRole('status')).toHaveTextContent('A new version of Gazette is ready.');
    expect(apply).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload to update' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('"Later" puts the note away', async () => {
    render(<UpdateBanner />);
    act(() => simulateUpdateWaiting(() => Promise.resolve()));
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('region', { name: 'New version' })).toBeNull();
  });
});
