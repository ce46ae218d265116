// Waiting on the thing itself: the window's scroll, the list's position, a request that must not come; and what
// the page says of a hydration that differed from the server's render.
import { expect, type Page } from '@playwright/test';

/**
 * Turns the mouse wheel and waits until the window has moved, or is as far down as the page goes. A turn
 * made while the window sat at the end of the list moves nothing; if the list then grows (its next page
 * arrived), the window is neither moved nor at the end, so the wheel is turned again.
 */
export async function wheel(page: Page, delta: number) {
  const from = await page.evaluate(() => window.scrollY);
  const movedOrAtEnd = () =>
    page.evaluate(
      (start) =>
        window.scrollY !== start ||
        window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      from,
    );
  await expect(async () => {
    await page.mouse.wheel(0, delta);
    await expect.poll(movedOrAtEnd, { timeout: 2_000 }).toBe(true);
  }).toPass({ timeout: 10_000 });
}

/**
 * The first story whose heading is in the window below the sticky header (its height read now),
 * where it sits, and the window's offset.
 */
export function firstVisibleStory(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('[data-sticky-header]');
    const below = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
    const links = [...document.querySelectorAll<HTMLAnchorElement>('[role="feed"] article h2 a')];
    const link = links.find((element) => element.getBoundingClientRect().top >= below);
    return link
      ? { title: link.textContent ?? '', top: link.getBoundingClientRect().top, scrollY: window.scrollY }
      : undefined;
  });
}

/** Waits until the feed has no page on its way and its position holds from one frame to the next. */
export async function feedSettled(page: Page) {
  await expect(page.getByRole('feed')).toHaveAttribute('aria-busy', 'false');
  await expect
    .poll(async () => {
      const before = await firstVisibleStory(page);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
      const after = await firstVisibleStory(page);
      return before !== undefined && before.scrollY === after?.scrollY && before.top === after.top;
    })
    .toBe(true);
}

/**
 * Passes when no request matching `pattern` starts within `ms`. Bounded on purpose: what it rules
 * out (a refetch on return, a follow re-sent on reconnect) would start within milliseconds of
 * its trigger, so a quiet `ms` (default one second) means it did not happen.
 */
export async function expectNoRequest(page: Page, pattern: RegExp, ms = 1000) {
  const request = await page
    .waitForRequest((candidate) => pattern.test(candidate.url()), { timeout: ms })
    .then(
      (candidate) => candidate.url(),
      () => undefined,
    );
  expect(request, 'no such request was expected').toBeUndefined();
}

/** Waits until the page itself reports being on- or offline (its `online`/`offline` events have run). */
export async function pageOnline(page: Page, online: boolean) {
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(online);
}

/**
 * Waits until the browser has taken over the server's page (hydrated): its controls, disabled until
 * then, are enabled. Journeys that scroll a feed wait for it, since the list pages on only from then.
 */
export async function appReady(page: Page) {
  // The masthead's Views menu button, by its place rather than its name ("Views", "Vistas"): every page
  // and interface language has it, disabled until the app runs. (The header search works before: the
  // server answers its form.)
  await expect(page.getByRole('banner').locator('button[aria-expanded]')).toBeEnabled();
}

/**
 * Waits until the page is what a reader sees once it has loaded: the app has taken over the server's page
 * (its masthead controls are enabled), its heading is shown, nothing is busy (skeletons, retries), the
 * fonts are in, and every image it has started loading has arrived. These are what waiting for the
 * network to go quiet (half a second without a request) waited for, named (docs/decisions/0042): axe's
 * checks and the measured layouts wait for them.
 */
export async function settled(page: Page) {
  await appReady(page);
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForFunction(
    async () => {
      await document.fonts.ready;
      // A lazy image below the window is not asked for, so it cannot be waited on; the rest can.
      return [...document.images].every(
        (image) =>
          image.complete || (image.loading === 'lazy' && image.getBoundingClientRect().top > innerHeight),
      );
    },
    undefined,
    { timeout: 15_000 },
  );
}

/** Console lines and errors that say the hydrating render differed from the server's (React's own words, or
 * its production build's error numbers for a hydration that failed). */
const HYDRATION = /hydrat|did not match|server rendered|react error #(418|419|423|425)/i;

/** Collects, from now on, what the page says of a hydration that differed from the server's render. */
export function watchHydration(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (HYDRATION.test(message.text())) warnings.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION.test(error.message)) warnings.push(error.message);
  });
  return warnings;
}
