// Playwright helpers: is a reader URL implemented in this build, and what does its first screen look like.
/* global document -- staticSnapshot runs inside the page, through Playwright */
import { chromium } from '@playwright/test';
import { playwrightLaunchOptions } from './common.mjs';

export async function launchBrowser() {
  return chromium.launch(playwrightLaunchOptions());
}

/** Lighthouse's default mobile screen, so the static snapshot is the same first screen Lighthouse sees. */
export const MOBILE_CONTEXT = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Waits for the page to settle: load, no network for a moment, one heading on screen. */
export async function settle(page, { timeoutMs = 20_000 } = {}) {
  await page.waitForLoadState('load', { timeout: timeoutMs });
  await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => {});
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 5000 })
    .catch(() => {});
}

/**
 * Whether `path` renders a real page in this build: a route the app does not have yet falls through
 * to the not-found page (or the route error page), which the benchmark reports instead of measuring.
 */
export async function routeStatus(page) {
  const title = await page.title();
  const headings = await page.locator('h1').allTextContents();
  const heading = headings.join(' | ').trim();
  if (/^not found/i.test(title) || /not found|could not be shown|no page at this address/i.test(heading)) {
    return {
      ok: false,
      reason: `the app renders "${heading || title}" here (route or data missing in this build)`,
    };
  }
  if (headings.length === 0) return { ok: false, reason: 'the page shows no <h1> after loading' };
  return { ok: true, heading };
}

/**
 * The rendered first screen as static HTML: the app's own DOM after it settled, with every script
 * and module preload removed. Styles, fonts and images stay and are fetched from the reference server.
 */
export async function staticSnapshot(page) {
  return page.evaluate(() => {
    const doc = document.documentElement.cloneNode(true);
    for (const node of doc.querySelectorAll('script, link[rel="modulepreload"], link[rel="manifest"]'))
      node.remove();
    return `<!doctype html>\n${doc.outerHTML}`;
  });
}
