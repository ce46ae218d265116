// A faulty backend on every page: each page meets each fault on its API requests and
// must say what happened in plain words, keep its frame, offer "Try again" where it can help (and recover
// with it once the fault is lifted), never retry a 4xx, and log no error of its own.
import { expect, test, type Page } from './test';
import { expectNoRequest } from './waits';
import {
  expectPageFrame,
  faultyBackend,
  pageCase,
  PAGE_NAMES,
  watchConsole,
  type Fault,
} from './faults-helpers';

interface FaultCase {
  name: string;
  fault: Fault;
  /** What the error panel says first (plain words) and, behind "Details", what the developer needs. */
  says: RegExp;
  details?: RegExp;
  /** A 4xx: asked for exactly once, and "Try again" only where it can help. */
  clientError?: boolean;
}

const FAULTS: FaultCase[] = [
  {
    name: '500 with a server message',
    fault: {
      kind: 'status',
      status: 500,
      json: { status: 500, error: 'Internal', message: 'upstream down' },
    },
    says: /We couldn’t load .*The news service is having trouble\. Try again in a moment\./,
    details: /HTTP 500.*upstream down/,
  },
  {
    name: '429 with Retry-After',
    fault: { kind: 'status', status: 429, headers: { 'Retry-After': '7' }, json: { message: 'slow down' } },
    // Longer than the app waits out by itself: told at once, the wait counted down from 7.
    says: /We couldn’t load .*Gazette is busy; try again in [1-7] seconds?\./,
    details: /HTTP 429/,
    clientError: true,
  },
  {
    name: 'HTML instead of JSON',
    fault: { kind: 'body', contentType: 'text/html', body: '<!doctype html><h1>Maintenance</h1>' },
    says: /We couldn’t load .*sent something Gazette could not read/,
    details: /not JSON/,
  },
  {
    name: 'wrong-shaped JSON',
    fault: { kind: 'body', contentType: 'application/json', body: '{"unexpected":true}' },
    says: /We couldn’t load .*sent something Gazette could not read/,
    details: /Unexpected answer at/,
  },
  {
    name: 'dropped connection',
    fault: { kind: 'abort' },
    says: /We couldn’t load .*Check your connection and try again\./,
    details: /Could not reach the server/,
  },
];

test.describe.configure({ mode: 'parallel' });

// The page's clock is Playwright's (`page.clock`, installed before the page loads): it runs as a real one,
// but the journeys move it on instead of waiting out the client's own delays in real time.

/**
 * Waits for `assertion` while moving the page's clock on a second at a time: the client's retries (half a
 * second, then a second) come at once, and the error it shows after them.
 */
async function meanwhileTimePasses(page: Page, assertion: () => Promise<void>) {
  await expect(async () => {
    await page.clock.fastForward(1_000);
    await assertion();
  }).toPass({ intervals: [50], timeout: 15_000 });
}

/**
 * No request matching `pattern` follows, not even a minute later on the page's clock: longer than any
 * wait the client takes by itself (its retries' delays, a `Retry-After` of three seconds or less), so a
 * retry it should not make would start as the clock passes it, within milliseconds.
 */
async function expectNoRequestLater(page: Page, pattern: RegExp) {
  const quiet = expectNoRequest(page, pattern, 500);
  await page.clock.fastForward(60_000);
  await quiet;
}

/**
 * The faults one after another on one page load: the first meets the page's own loading, each next
 * one the reader's "Try again". Each page starts the round at another fault, so every fault also
 * meets a first load on two pages.
 */
function roundFrom(start: number): FaultCase[] {
  return FAULTS.map((_, i) => FAULTS[(start + i) % FAULTS.length]!);
}

PAGE_NAMES.forEach((name, pageIndex) => {
  const round = roundFrom(pageIndex % FAULTS.length);
  test(`${name}: ${round.map((fault) => fault.name).join(', ')}, then recovery`, async ({
    page,
    request,
  }) => {
    const target = await pageCase(request, name);
    const errors = watchConsole(page);
    const backend = await faultyBackend(page, round[0]!.fault);
    await page.clock.install();
    await page.goto(target.url);
    const alert = page.getByRole('alert').first();

    for (const [step, faultCase] of round.entries()) {
      if (step > 0) {
        backend.set(faultCase.fault);
        await alert.getByRole('button', { name: 'Try again' }).click();
      }
      await test.step(faultCase.name, async () => {
        await meanwhileTimePasses(page, () =>
          expect(alert.locator('details')).toContainText(faultCase.details ?? /Details/, { timeout: 250 }),
        );
        await expect(alert).toContainText(faultCase.says);
        await expectPageFrame(page);
        if (faultCase.clientError) {
          await expectNoRequestLater(page, /\/mediaApi\//);
          const counts = backend.counts();
          expect(counts.length).toBeGreaterThan(0);
          expect(
            counts.every((count) => count === 1),
            backend.requests.join('\n'),
          ).toBe(true);
        } else {
          expect(Math.max(...backend.counts())).toBeLessThanOrEqual(3);
        }
      });
    }

    backend.lift();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(target.filled(page)).toBeVisible();
    await expectPageFrame(page);
    expect(errors).toEqual([]);
  });

  test(`${name}: 404`, async ({ page, request }) => {
    const target = await pageCase(request, name);
    const errors = watchConsole(page);
    const backend = await faultyBackend(page, {
      kind: 'status',
      status: 404,
      json: { status: 404, error: 'Not Found', message: 'no such thing' },
    });
    await page.clock.install();
    await page.goto(target.url);
    if (target.entity) {
      await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    } else {
      const alert = page.getByRole('alert').first();
      await expect(alert).toContainText(/We couldn’t find .*It may have been removed/);
      // Asking again cannot help; the way back can.
      await expect(alert.getByRole('button', { name: 'Try again' })).toHaveCount(0);
      await expect(alert.getByRole('link', { name: 'Back to the front page' })).toBeVisible();
    }
    await expectPageFrame(page);
    await expectNoRequestLater(page, /\/mediaApi\//);
    expect(
      backend.counts().every((count) => count === 1),
      backend.requests.join('\n'),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  test(`${name}: a 10 s answer shows the loading state, then fills`, async ({ page, request }) => {
    const target = await pageCase(request, name);
    const errors = watchConsole(page);
    const backend = await faultyBackend(page, { kind: 'hold' });
    await page.goto(target.url);
    await expect.poll(backend.held).toBeGreaterThan(0);
    await expect(page.getByRole('main').getByRole('status').first()).toBeAttached();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(target.filled(page)).toHaveCount(0);
    backend.lift();
    await expect(target.filled(page)).toBeVisible();
    await expectPageFrame(page);
    expect(errors).toEqual([]);
  });
});
