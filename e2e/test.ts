// The `test` every journey imports: Playwright's, with the reader's browser languages as one option,
// `browserLanguages` (set for all journeys in playwright.config.ts). A browser sends its languages
// twice — the `Accept-Language` header (what the server renders a first visit for) and
// `navigator.languages` (what the app reads) — and Playwright's `locale` sets both to the locale alone.
// With `browserLanguages`, every page of the context speaks those languages in both places, while the
// locale still decides how dates and numbers read.
import { test as base, type BrowserContext, type Page } from '@playwright/test';

// Everything else is Playwright's own (`expect`, the types); the `test` below takes precedence.
export * from '@playwright/test';

export interface ReaderOptions {
  /** The browser's languages, best first (e.g. `['de-DE', 'de']`); empty: the locale's. */
  browserLanguages: string[];
}

/**
 * The page's `navigator.languages` and its requests' `Accept-Language` say `languages`, through a
 * DevTools session of its own that lives as long as the page (its overrides end with it).
 */
async function speak(context: BrowserContext, page: Page, languages: readonly string[]) {
  const session = await context.newCDPSession(page);
  const userAgent = await page.evaluate(() => navigator.userAgent);
  await session.send('Emulation.setUserAgentOverride', { userAgent, acceptLanguage: languages.join(',') });
  const header = languages
    .map((language, index) => (index === 0 ? language : `${language};q=${(1 - index / 10).toFixed(1)}`))
    .join(',');
  await session.send('Network.enable');
  await session.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Language': header } });
}

/**
 * Every page of `context` speaks `languages`: the ones it has now, and (for contexts a journey makes
 * itself with `browser.newContext`) those it opens later — call this before the first `goto`.
 */
export async function speakLanguages(context: BrowserContext, languages: readonly string[]) {
  if (languages.length === 0) return;
  await Promise.all(context.pages().map((page) => speak(context, page, languages)));
  // A page the journey opens is ready once `newPage` resolves; any other (a popup), as soon as it can be.
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    await speak(context, page, languages);
    return page;
  };
  context.on('page', (page) => void speak(context, page, languages).catch(() => {}));
}

export const test = base.extend<ReaderOptions>({
  browserLanguages: [[], { option: true }],
  context: async ({ context, browserLanguages }, use) => {
    await speakLanguages(context, browserLanguages);
    await use(context);
  },
});
