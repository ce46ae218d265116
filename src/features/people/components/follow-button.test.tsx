import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configureApiClient } from '@/api/client';
import type { UserData } from '@/api/schemas';
import { userDataKeys } from '@/api/user-data';
import { setConfig, DEFAULT_CONFIG } from '@/lib/config';
import { updateSettings } from '@/lib/settings';
import { FollowPersonButton, FollowTeamButton } from './follow-button';

const USER = 'test-user';
const messi = { id: 'Q615', name: 'Lionel Messi' };

function json(body: unknown, init: ResponseInit = {}) {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

/** A fake server: holds follows, answers follow/unfollow only when the test releases them. */
function fakeServer() {
  const followed = new Set<string>();
  const requests: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const pending: (() => void)[] = [];
  let failNext: Response | undefined;
  const data = (): UserData => ({
    userId: USER,
    followedPersons: [...followed].map((id) => ({ id, name: id === messi.id ? messi.name : id })),
    followedTeams: [],
  });
  const fetch = vi.fn(async (input: unknown) => {
    const url = new URL(String(input), 'http://test');
    const follow = /\/person\/([^/]+)\/(add|delete)$/.exec(url.pathname);
    if (!follow) return json(data());
    requests.push(`${follow[2]} ${decodeURIComponent(follow[1]!)}`);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise<void>((resolve) => pending.push(resolve));
    inFlight -= 1;
    if (failNext) {
      const response = failNext;
      failNext = undefined;
      return response;
    }
    if (follow[2] === 'add') followed.add(decodeURIComponent(follow[1]!));
    else followed.delete(decodeURIComponent(follow[1]!));
    return json(data());
  });
  return {
    fetch,
    followed,
    requests,
    get maxInFlight() {
      return maxInFlight;
    },
    get waiting() {
      return pending.length;
    },
    failNextWith(response: Response) {
      failNext = response;
    },
    async release() {
      await act(async () => {
        pending.shift()?.();
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
  };
}

function renderWithClient(ui: React.ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return queryClient;
}

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  updateSettings({ userId: USER, optOut: false });
  server = fakeServer();
  configureApiClient({ baseUrl: '', fetch: server.fetch });
});

afterEach(() => {
  setConfig(DEFAULT_CONFIG);
});

const button = () => screen.getByRole('button', { name: 'Follow Lionel Messi' });

describe('FollowPersonButton', () => {
  it('shows the new state at once and ends with what the server answered, without another read', async () => {
    const queryClient = renderWithClient(<FollowPersonButton person={messi} />);
    await waitFor(() => expect(button()).toBeEnabled());
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    const reads = server.fetch.mock.calls.length;

    await userEvent.click(button());
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    expect(button()).toHaveAttribute('aria-busy', 'true');
    await server.release();

    await waitFor(() => expect(button()).toHaveAttribute('aria-busy', 'false'));
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    expect(server.requests).toEqual(['add Q615']);
    expect(server.fetch.mock.calls.length).toBe(reads + 1);
    expect(queryClient.getQueryData<UserData>(userDataKeys.detail(USER))?.followedPersons).toEqual([
      { id: 'Q615', name: 'Lionel Messi' },
    ]);
  });

  it('coalesces a burst of clicks: one request on the wire at a time, ending in the last wish', async () => {
    renderWithClient(<FollowPersonButton person={messi} />);
    await waitFor(() => expect(button()).toBeEnabled());

    for (let i = 0; i < 4; i += 1) await userEvent.click(button());
    // Four clicks: follow, unfollow, follow, unfollow. The first is on the wire; the wish is "not followed".
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    expect(server.waiting).toBe(1);
    await server.release();
    // The server now follows; the wish differs, so exactly one more request goes out.
    await waitFor(() => expect(server.waiting).toBe(1));
    await server.release();

    await waitFor(() => expect(button()).toHaveAttribute('aria-busy', 'false'));
    expect(server.requests).toEqual(['add Q615', 'delete Q615']);
    expect(server.maxInFlight).toBe(1);
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    expect(server.followed.has('Q615')).toBe(false);
  });

  it('sends nothing more when the burst ends where the server already is', async () => {
    renderWithClient(<FollowPersonButton person={messi} />);
    await waitFor(() => expect(button()).toBeEnabled());
    for (let i = 0; i < 5; i += 1) await userEvent.click(button());
    await server.release();
    await waitFor(() => expect(button()).toHaveAttribute('aria-busy', 'false'));
    expect(server.requests).toEqual(['add Q615']);
    expect(button()).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps two buttons for the same person in step and never sends twice', async () => {
    renderWithClient(
      <>
        <FollowPersonButton person={messi} />
        <FollowPersonButton person={messi} size="sm" />
      </>,
    );
    const [first, second] = await screen.findAllByRole('button', { name: 'Follow Lionel Messi' });
    // The small one says what it does too, not a bare "+".
    expect(second).toHaveTextContent(/^Follow$/);
    await waitFor(() => expect(first).toBeEnabled());
    await userEvent.click(first!);
    await userEvent.click(second!);
    await userEvent.click(first!);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(server.waiting).toBe(1);
    await server.release();
    await waitFor(() => expect(first).toHaveAttribute('aria-busy', 'false'));
    expect(server.requests).toEqual(['add Q615']);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(second).toHaveTextContent(/^Following$/);
  });

  it('rolls back a refused follow and says why in a live region', async () => {
    renderWithClient(<FollowPersonButton person={messi} />);
    await waitFor(() => expect(button()).toBeEnabled());
    server.failNextWith(
      json({ status: 500, error: 'Internal Server Error', message: 'boom' }, { status: 500 }),
    );
    await userEvent.click(button());
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    await server.release();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Could not follow Lionel Messi: The server ran into a problem.',
      ),
    );
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    expect(server.requests).toEqual(['add Q615']);
  });

  it('waits for Retry-After after a 429 before another attempt is allowed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderWithClient(<FollowPersonButton person={messi} />);
      await waitFor(() => expect(button()).toBeEnabled());
      server.failNextWith(
        json(
          { status: 429, error: 'Too Many Requests', message: 'slow down' },
          { status: 429, headers: { 'Retry-After': '3', 'Content-Type': 'application/json' } },
        ),
      );
      await userEvent.click(button());
      await server.release();
      await waitFor(() => expect(button()).toBeDisabled());
      expect(screen.getByRole('status')).toHaveTextContent('You can try again in 3 seconds.');
      expect(button()).toHaveAttribute('aria-pressed', 'false');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3500);
      });
      await waitFor(() => expect(button()).toBeEnabled());
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders no team button when the backend does not offer team follow', async () => {
    renderWithClient(<FollowTeamButton team={{ id: 'T1', name: 'Rovers' }} />);
    expect(screen.queryByRole('button')).toBeNull();
    setConfig({ apiBaseUrl: '', features: { teamFollow: true } });
    renderWithClient(<FollowTeamButton team={{ id: 'T1', name: 'Rovers' }} />);
    expect(await screen.findByRole('button', { name: 'Follow Rovers' })).toBeInTheDocument();
  });
});
