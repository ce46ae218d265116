// axe (WCAG 2.2 AA rules) on every page of the reader, in its loaded, empty, error and not-found states,
// at a desktop (1280×900) and a phone (390×844) size: zero violations.
import { axe, WCAG_TAGS } from './axe';
import { expect, test, type Page } from './test';
import { settled } from './waits';

const SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];
type State = 'loaded' | 'empty' | 'error' | 'not-found';
const STATES: State[] = ['loaded', 'empty', 'error', 'not-found'];

interface Ids {
  article: string;
  person: string;
  team: string;
  category: number;
  categoryName: string;
}

const PAGES: { name: string; url: (ids: Ids) => string }[] = [
  { name: 'home', url: () => '/' },
  { name: 'categories', url: () => '/categories' },
  { name: 'category', url: (ids) => `/categories/${ids.category}` },
  { name: 'category by name', url: (ids) => `/c/${encodeURIComponent(ids.categoryName)}` },
  { name: 'feed', url: () => '/feed?sortBy=newest' },
  { name: 'article', url: (ids) => `/article/${ids.article}` },
  { name: 'person', url: (ids) => `/person/${ids.person}` },
  { name: 'team', url: (ids) => `/team/${ids.team}` },
  { name: 'profile', url: () => '/profile' },
  { name: 'user', url: () => '/user/someone-else' },
  { name: 'comics', url: () => '/comics' },
  { name: 'settings', url: () => '/settings' },
  { name: 'unknown address', url: () => '/no/such/page' },
];

/** What the API answers in each state (loaded = the real server). */
async function applyState(page: Page, state: State) {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  if (state === 'loaded') return;
  await page.route('**/mediaApi/**', async (route) => {
    const url = new URL(route.request().url());
    if (state === 'error')
      return route.fulfill({
        status: 500,
        json: { status: 500, error: 'Internal Server Error', message: 'internal error' },
      });
    if (state === 'not-found')
      return route.fulfill({
        status: 404,
        json: { status: 404, error: 'Not Found', message: 'no such thing' },
      });
    // empty: every list is empty, every user follows nobody; single resources stay as they are.
    const path = url.pathname;
    if (/\/content\/?$/.test(path)) return route.fulfill({ json: { totalItems: 0, content: [] } });
    if (/\/mid\/comics$/.test(path)) return route.fulfill({ json: { totalItems: 0, comics: [] } });
    if (/\/category$/.test(path)) return route.fulfill({ json: { categories: [] } });
    if (/\/user\/[^/]+$/.test(path))
      return route.fulfill({
        json: { userId: path.split('/').pop(), followedPersons: [], followedTeams: [] },
      });
    return route.fallback();
  });
}

let ids: Ids;
test.beforeAll(async ({ request }) => {
  const list = (await (await request.get('/mediaApi/v1.0/content/?sortBy=newest&limit=50')).json()) as {
    content: { contentId: string; persons?: { id: string }[]; teams?: { id: string }[] }[];
  };
  const categories = (await (await request.get('/mediaApi/mediaApi/v1.0/category')).json()) as {
    categories: { categoryId: number; categoryName: string }[];
  };
  ids = {
    article: list.content[0]!.contentId,
    person: list.content.flatMap((item) => item.persons ?? [])[0]!.id,
    team: list.content.flatMap((item) => item.teams ?? [])[0]?.id ?? 'Q500000',
    category: categories.categories[0]!.categoryId,
    categoryName: categories.categories[0]!.categoryName,
  };
});

// One journey per page: each state is loaded once, checked at the desktop size, then the window is narrowed
// to the phone's and checked again once the page has settled at that size. The server's page is the same
// at both sizes (it does not know the window); what the size changes is the layout (media queries) and what
// the app renders for it, which follows the window as it changes. Loading every state again per size cost
// a navigation, the app's hydration and its images each time (docs/decisions/0042).
for (const target of PAGES) {
  test(`axe: ${target.name}, in every state, desktop and phone`, async ({ page }) => {
    test.setTimeout(180_000);
    const found: string[] = [];
    for (const state of STATES) {
      await applyState(page, state);
      await page.setViewportSize({ width: SIZES[0]!.width, height: SIZES[0]!.height });
      await page.goto(target.url(ids));
      for (const size of SIZES) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await settled(page);
        const result = await axe(page).withTags(WCAG_TAGS).analyze();
        for (const violation of result.violations)
          found.push(
            `${state}, ${size.name}: ${violation.id} (${violation.impact}) ${violation.nodes
              .slice(0, 3)
              .map((node) => node.target.join(' '))
              .join(' | ')}`,
          );
      }
    }
    expect(found).toEqual([]);
  });
}
