// `npm run screenshots`: the built app on the reference server, every page family at phone and
// desktop size, into docs/screenshots/<page>-<phone|desktop>.png, and the main pages again in the dark
// theme and in Spanish (<page>-<size>-dark.png, <page>-<size>-es.png). Add a row to PAGES for a new page.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { ensureBuilt, ROOT, serverEnv, serverNodeArgs } from './server-process.mjs';

/** name, URL (or a function of the seeded API that finds one), and what shows the page is ready. */
const PAGES = [
  { name: 'home', url: '/' },
  { name: 'feed-filtered', url: (_api, { language }) => `/feed?category=Sports&language=${language}` },
  {
    name: 'article',
    url: async (api, { language }) =>
      `/article/${encodeURIComponent((await api(`/content/?limit=1&language=${language}`)).content[0].contentId)}`,
  },
  {
    name: 'person',
    url: async (api, { language }) =>
      `/person/${encodeURIComponent(await firstEntity(api, 'persons', language))}`,
  },
  {
    name: 'team',
    url: async (api) => `/team/${encodeURIComponent(await firstEntity(api, 'teams'))}`,
  },
  {
    // A person's name card, opened from an article's "In this story".
    name: 'person-card',
    url: async (api) => {
      const { content } = await api('/content/?limit=50&category=Sports');
      return `/article/${encodeURIComponent(content.find((item) => item.persons?.length).contentId)}`;
    },
    act: async (page) => {
      const name = page.getByRole('region', { name: 'In this story' }).getByRole('button').first();
      await name.click();
      await page
        .getByRole('group', { name: /^About / })
        .getByRole('link', { name: 'See their stories' })
        .waitFor();
    },
  },
  { name: 'profile', url: '/profile' },
  { name: 'categories', url: '/categories' },
  { name: 'category', url: '/c/Sports' },
  { name: 'comics', url: '/comics' },
  { name: 'settings', url: '/settings' },
  { name: 'saved', url: '/saved' },
];
/** The first person or team a Sports story names (in a language, or any). */
async function firstEntity(api, kind, language = '') {
  const { content } = await api(
    `/content/?limit=50&category=Sports${language ? `&language=${language}` : ''}`,
  );
  return content.find((item) => item[kind]?.length)[kind][0].id;
}

/**
 * The reader each set is taken as: a first visit from an American English browser; then the main pages
 * for a dark system theme, and for a first visit from a Spanish browser (Spanish interface and stories).
 */
const VARIANTS = [
  { suffix: '', context: { locale: 'en-US' }, language: 'en' },
  {
    suffix: '-dark',
    context: { locale: 'en-US', colorScheme: 'dark' },
    language: 'en',
    pages: ['feed-filtered', 'article', 'person', 'comics'],
  },
  {
    suffix: '-es',
    context: { locale: 'es-ES' },
    language: 'es',
    pages: ['feed-filtered', 'article', 'person', 'comics'],
  },
];

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
];

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

ensureBuilt();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const database = join(tmpdir(), `gazette-screenshots-${port}.db`);
const server = spawn(process.execPath, serverNodeArgs(), {
  cwd: ROOT,
  stdio: 'inherit',
  env: serverEnv({
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_PATH: database,
    SEED: '1',
    SEED_ITEMS: '1500',
    RATE_LIMIT_READS_PER_MINUTE: '100000',
    LOAD_MAX_IN_FLIGHT_PER_CLIENT: '10000',
    LOAD_MAX_IN_FLIGHT: '10000',
    LOAD_MAX_LAG_MS: '60000',
    // The same pictures on every run: no story arrives while they are taken.
    NEWS_PUBLISH_INTERVAL_MS: '0',
  }),
});
const api = async (path) => (await fetch(`${base}/mediaApi/v1.0${path}`)).json();

try {
  for (let tries = 0; ; tries += 1) {
    if (
      await fetch(base).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (tries > 120) throw new Error('The server did not start.');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const out = join(ROOT, 'docs', 'screenshots');
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  for (const variant of VARIANTS) {
    for (const size of SIZES) {
      const context = await browser.newContext({ viewport: size.viewport, ...variant.context });
      const page = await context.newPage();
      for (const entry of PAGES.filter((entry) => !variant.pages || variant.pages.includes(entry.name))) {
        const url = typeof entry.url === 'function' ? await entry.url(api, variant) : entry.url;
        await page.goto(`${base}${url}`);
        await page
          .locator('main h1')
          .first()
          .waitFor({ timeout: 15_000 })
          .catch(() => undefined);
        await page.waitForLoadState('networkidle').catch(() => undefined);
        if (entry.act) {
          // Controls work once the app has taken over the rendered page.
          await page
            .locator('fieldset[disabled]')
            .waitFor({ state: 'detached', timeout: 15_000 })
            .catch(() => undefined);
          await entry.act(page);
          await page.waitForLoadState('networkidle').catch(() => undefined);
        }
        const file = join(out, `${entry.name}-${size.name}${variant.suffix}.png`);
        await page.screenshot({ path: file });
        console.log(file);
      }
      await context.close();
    }
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });
}
