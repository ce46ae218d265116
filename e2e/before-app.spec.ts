// No click lost before the app runs. On a slow connection the server's page is shown
// before its scripts run; a control that does nothing then must look unavailable (faded, a "not allowed"
// cursor), and what can work without the app — links, the masthead's search form — works.
import { expect, test, type Page } from './test';
import { appReady } from './waits';

/** Holds the app's scripts back until `release` is called: the page stays as the server sent it. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

/**
 * The app's stylesheet comes a moment late (as on a slow connection), so the looks are read only once it
 * applies: a page's controls read before then have the browser's own looks (opacity 1, the default cursor),
 * which says nothing of the page. (Read too early, the journey failed now and then on a busy machine.)
 */
async function slowStylesheet(page: Page) {
  await page.route(
    (url) => url.pathname.endsWith('.css'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    },
  );
}

/** Waits until every stylesheet the page links to has loaded (a link's `sheet` is null until then). */
async function stylesApplied(page: Page) {
  await page.waitForFunction(() => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    return links.length > 0 && links.every((link) => link.sheet !== null);
  });
}

interface Control {
  name: string;
  tag: string;
  disabled: boolean;
  /** The opacity the reader sees: the control's own times its ancestors'. */
  opacity: number;
  cursor: string;
  submits: boolean;
}

/** Every control a reader sees on the page, as it looks now. */
function visibleControls(page: Page): Promise<Control[]> {
  return page.evaluate(() => {
    const seen = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    };
    const opacityOf = (element: Element | null): number =>
      element ? Number(getComputedStyle(element).opacity) * opacityOf(element.parentElement) : 1;
    const selector = 'button, select, textarea, input:not([type="hidden"])';
    return [...document.querySelectorAll<HTMLButtonElement | HTMLInputElement>(selector)]
      .filter(seen)
      .map((element) => ({
        name:
          element.getAttribute('aria-label') ??
          element.labels?.[0]?.textContent?.trim() ??
          element.textContent?.trim() ??
          '',
        tag: element.tagName.toLowerCase(),
        disabled: element.matches(':disabled'),
        opacity: opacityOf(element),
        cursor: getComputedStyle(element).cursor,
        // A submit button or a search box of a form the server answers works without the app.
        submits:
          element.form !== null &&
          (element.type === 'submit' || element.type === 'search' || element.type === 'text'),
      }));
  });
}

const PAGES = [
  { path: '/', shows: (page: Page) => page.getByRole('feed').getByRole('article').first() },
  {
    path: '/feed?topic=hospital%3Aext',
    shows: (page: Page) => page.getByRole('feed').getByRole('article').first(),
  },
  { path: '/categories', shows: (page: Page) => page.getByRole('heading', { level: 1 }) },
  { path: '/comics', shows: (page: Page) => page.getByRole('heading', { level: 1 }) },
  { path: '/settings', shows: (page: Page) => page.getByRole('heading', { level: 1 }) },
];

for (const size of [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
]) {
  test.describe(`before the app runs (${size.name})`, () => {
    test.use({ viewport: size.viewport });

    for (const { path, shows } of PAGES) {
      test(`${path}: every control that would drop a click looks unavailable, then works`, async ({
        page,
      }) => {
        const release = await holdScripts(page);
        await slowStylesheet(page);
        await page.goto(path, { waitUntil: 'commit' });
        await expect(shows(page)).toBeVisible();
        await stylesApplied(page);

        const before = await visibleControls(page);
        // The page has controls to judge (the masthead's search at least, and the page's own).
        expect(before.filter((control) => !control.submits).length).toBeGreaterThan(0);
        const looksReady = before.filter(
          (control) => !control.submits && (!control.disabled || control.opacity > 0.7),
        );
        expect(looksReady, 'controls that look ready but would drop a click').toEqual([]);
        // The pointer says so too ("not allowed"; a follow button says it is on its way).
        for (const control of before.filter((each) => each.disabled))
          expect(['not-allowed', 'progress'], control.name).toContain(control.cursor);

        release();
        await appReady(page);
        // Once the app runs, the page's controls are ready and look it.
        const after = await visibleControls(page);
        const ready = after.filter((control) => !control.disabled && control.opacity > 0.9);
        expect(ready.length).toBeGreaterThan(before.filter((control) => control.submits).length);
      });
    }
  });
}

test('the masthead search works before the app runs', async ({ page }) => {
  await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const search = page.getByRole('banner').getByRole('searchbox');
  await search.fill('hospitals');
  await search.press('Enter');
  // The server answers the form (`/feed?q=`, the search's no-JS target) with the words' address: a
  // redirect, or — when the page had begun before the answer was known — a page that sends the reader on
  // once it has loaded and, until then, links there.
  await page.waitForURL(/\/feed\?/, { waitUntil: 'commit' });
  if (page.url().endsWith('/feed?q=hospitals'))
    await page.getByRole('link', { name: '/feed?topic=hospitals%3Aext' }).click();
  await expect(page).toHaveURL(/\/feed\?topic=hospitals%3Aext$/);
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
});
