import { expect, test } from './test';
import {
  FOLLOW_REQUEST,
  freshReader,
  serverFollows,
  somePerson,
  watchFollowRequests,
  pageFollowButton,
} from './people-helpers';
import { expectNoRequest, pageOnline } from './waits';

test('five rapid clicks end with the button, the profile and the server agreeing, one request at a time', async ({
  page,
  request,
}) => {
  const userId = await freshReader(page);
  const person = await somePerson(request);
  const requests = watchFollowRequests(page);

  await page.goto(`/person/${encodeURIComponent(person.id)}`);
  const follow = pageFollowButton(page, person.name);
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await expect(follow).toBeEnabled();
  for (let click = 0; click < 5; click += 1) await follow.click({ delay: 0 });

  // Five clicks from "not following" wish for "following".
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(follow).toHaveAttribute('aria-busy', 'false');
  await expect.poll(() => requests.inFlight).toBe(0);
  expect(requests.maxInFlight).toBe(1);
  expect(requests.sent).toBeGreaterThanOrEqual(1);
  expect(requests.sent).toBeLessThanOrEqual(5);
  expect((await serverFollows(request, userId)).persons).toEqual([person.id]);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  const row = page.getByRole('region', { name: /People/ }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: person.name, exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Unfollow ${person.name}` })).toBeVisible();
});

test('clicks during a slow follow only change the wish: at most one more request follows it', async ({
  page,
  request,
}) => {
  const userId = await freshReader(page);
  const person = await somePerson(request, 2);
  const requests = watchFollowRequests(page);
  // Hold the first request (it still goes to the real server) until every click has landed, so
  // the clicks fall mid-flight however slowly the machine runs them; a timer cannot promise that.
  let releaseFirst = () => {};
  const firstHeld = new Promise<void>((resolve) => {
    releaseFirst = resolve;
  });
  await page.route(/\/mediaApi\/v1\.0\/person\/[^/]+\/(add|delete)\?/, async (route) => {
    await firstHeld;
    await route.continue();
  });

  await page.goto(`/person/${encodeURIComponent(person.id)}`);
  const follow = pageFollowButton(page, person.name);
  await expect(follow).toBeEnabled();
  await follow.click();
  await expect(follow).toHaveAttribute('aria-busy', 'true');
  for (let click = 0; click < 3; click += 1) await follow.click({ delay: 0 });
  // Follow, then unfollow, follow, unfollow while the first is on the wire: the wish is "not following".
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await expect(follow).toHaveAttribute('aria-busy', 'true');
  expect(requests.sent).toBe(1);
  releaseFirst();
  await expect(follow).toHaveAttribute('aria-busy', 'false', { timeout: 10_000 });
  await expect.poll(() => requests.inFlight).toBe(0);
  expect(requests.maxInFlight).toBe(1);
  expect(requests.urls.map((url) => new URL(url).pathname.split('/').pop())).toEqual(['add', 'delete']);
  expect((await serverFollows(request, userId)).persons).toEqual([]);
});

test('a follow the server fails rolls back and says so', async ({ page, request }) => {
  const userId = await freshReader(page);
  const person = await somePerson(request);
  await page.route('**/mediaApi/v1.0/person/*/add?*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ status: 500, error: 'Internal Server Error', message: 'injected failure' }),
    }),
  );

  await page.goto(`/person/${encodeURIComponent(person.id)}`);
  const follow = pageFollowButton(page, person.name);
  await expect(follow).toBeEnabled();
  await follow.click();
  await expect(page.getByRole('status').filter({ hasText: `Could not follow ${person.name}` })).toHaveText(
    `Could not follow ${person.name}: The server ran into a problem.`,
  );
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await expect(follow).toHaveAttribute('aria-busy', 'false');
  // Never a success beside the failure: the click's "Following …" toast is withdrawn.
  const toast = page
    .getByRole('status')
    .getByRole('listitem')
    .filter({ hasText: `Following ${person.name}` });
  await expect(toast).toHaveCount(0);
  expect((await serverFollows(request, userId)).persons).toEqual([]);

  // Once the server is back, the same button works and the message goes away.
  await page.unroute('**/mediaApi/v1.0/person/*/add?*');
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(follow).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByText(`Could not follow ${person.name}`)).toHaveCount(0);
  await expect(toast).toBeVisible();
  expect((await serverFollows(request, userId)).persons).toEqual([person.id]);
});

test('a refocus and an offline/online cycle after a follow send no further follow request', async ({
  page,
  context,
  request,
}) => {
  const userId = await freshReader(page);
  const person = await somePerson(request);
  const requests = watchFollowRequests(page);

  await page.goto(`/person/${encodeURIComponent(person.id)}`);
  const follow = pageFollowButton(page, person.name);
  await expect(follow).toBeEnabled();
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(follow).toHaveAttribute('aria-busy', 'false');
  await expect.poll(() => requests.inFlight).toBe(0);
  expect(requests.sent).toBe(1);

  // Refocus: the window loses and regains focus, and the page becomes visible again.
  await page.evaluate(() => {
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
  });
  // Offline, then online again.
  await context.setOffline(true);
  await pageOnline(page, false);
  await context.setOffline(false);
  await pageOnline(page, true);
  await expectNoRequest(page, FOLLOW_REQUEST);

  expect(requests.sent).toBe(1);
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  expect((await serverFollows(request, userId)).persons).toEqual([person.id]);
});

test('a follow while offline fails at once, says so, and is not sent on reconnect', async ({
  page,
  context,
  request,
}) => {
  const userId = await freshReader(page);
  const person = await somePerson(request);
  const requests = watchFollowRequests(page);

  await page.goto(`/person/${encodeURIComponent(person.id)}`);
  const follow = pageFollowButton(page, person.name);
  await expect(follow).toBeEnabled();
  await context.setOffline(true);
  await follow.click();
  await expect(page.getByRole('status').filter({ hasText: `Could not follow ${person.name}` })).toBeVisible();
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  const sentWhileOffline = requests.sent;
  await context.setOffline(false);
  await pageOnline(page, true);
  await expectNoRequest(page, FOLLOW_REQUEST);
  expect(requests.sent).toBe(sentWhileOffline);
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  expect((await serverFollows(request, userId)).persons).toEqual([]);
});
