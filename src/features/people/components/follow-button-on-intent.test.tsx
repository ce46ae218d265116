import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configureApiClient } from '@/api/client';
import type { UserData } from '@/api/schemas';
import { setConfig, DEFAULT_CONFIG } from '@/lib/config';
import { updateSettings } from '@/lib/settings';
import { FollowButtonOnIntent } from './follow-button-on-intent';

// The follow control's module arrives when the test lets it: as over a slow network.
const arrival = vi.hoisted(() => {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { gate, open: () => open(), asked: 0 };
});
vi.mock('./follow-button', async (importOriginal) => {
  arrival.asked += 1;
  await arrival.gate;
  return importOriginal();
});

const USER = 'test-user';
const messi = { kind: 'person' as const, id: 'Q615', name: 'Lionel Messi' };
const followed = new Set<string>();
const requests: string[] = [];

const fetch = vi.fn(async (input: unknown) => {
  const url = new URL(String(input), 'http://test');
  const change = /\/person\/([^/]+)\/(add|delete)$/.exec(url.pathname);
  if (change) {
    requests.push(`${change[2]} ${change[1]}`);
    if (change[2] === 'add') followed.add(change[1]!);
    else followed.delete(change[1]!);
  }
  const data: UserData = {
    userId: USER,
    followedPersons: [...followed].map((id) => ({ id, name: messi.name })),
    followedTeams: [],
  };
  return new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json' } });
});

function renderButton() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <FollowButtonOnIntent target={messi} size="sm" />
    </QueryClientProvider>,
  );
}

const button = () => screen.getByRole('button', { name: 'Follow Lionel Messi' });

beforeEach(() => {
  updateSettings({ userId: USER, optOut: false });
  configureApiClient({ baseUrl: '', fetch });
});

afterEach(() => {
  setConfig(DEFAULT_CONFIG);
  followed.clear();
  requests.length = 0;
});

// In this order: the control's module is loaded once per file.
describe('FollowButtonOnIntent', () => {
  it('draws the server state without the control, and makes a press that comes before the control arrives', async () => {
    followed.add('Q615');
    renderButton();
    await waitFor(() => expect(button()).toBeEnabled());
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    expect(arrival.asked).toBe(0);

    const element = button();
    await userEvent.click(element);
    // The reach asked for the control; the press waits for it and nothing has changed yet.
    expect(arrival.asked).toBe(1);
    expect(requests).toEqual([]);
    expect(button()).toHaveAttribute('aria-pressed', 'true');

    await act(async () => arrival.open());
    await waitFor(() => expect(requests).toEqual(['delete Q615']));
    await waitFor(() => expect(button()).toHaveAttribute('aria-pressed', 'false'));
    // The same element throughout: the focus the press gave it stays.
    expect(button()).toBe(element);
    expect(element).toHaveFocus();
  });

  it('runs with the control from its first render once it is here', async () => {
    renderButton();
    await waitFor(() => expect(button()).toBeEnabled());
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Tab}');
    expect(button()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(requests).toEqual(['add Q615']));
    await waitFor(() => expect(button()).toHaveAttribute('aria-pressed', 'true'));
  });
});
