import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findJourneyChromium } from './scripts/find-chromium.mjs';
import type { ReaderOptions } from './e2e/test';

// The journeys drive a real Chromium against the real server and a real SQLite file.
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
const databasePath = `test-results/e2e-${port}.db`;

export default defineConfig<ReaderOptions>({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  // Two workers everywhere, as in CI (Playwright's default is half the cores: one, on a 2-core machine).
  // Measured back to back on 28 journeys: 137 s on two workers, 148 s on one; three failed journeys under
  // load (docs/decisions/0042-a-suite-in-ten-minutes.md).
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI only; a journey that passes on it is reported as flaky (decision 0026).
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    // The journeys' reader by default: dates in English (en-US), but browser languages that are none of
    // the service's (en, es, pt), so a first visit starts with stories in any language and any country
    // (e2e/test.ts sends them as `Accept-Language` and `navigator.languages`). Journeys about the
    // reader's language set their own: `test.use({ locale: 'es-ES', browserLanguages: [] })`.
    locale: 'en-US',
    browserLanguages: ['de-DE', 'de'],
    // Recording a trace costs every journey its snapshots, passing or not: only a retried journey (CI's one
    // retry) records one. Locally, `npx playwright test <spec> --trace on` records a failing journey's.
    trace: 'on-first-retry',
    // The offline journey (e2e/offline.spec.ts) allows the service worker; the others test the app against
    // the network itself, without a worker's caches answering in between (decision 0022).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // `CHROMIUM_PATH`, else Chromium's headless shell where installed (scripts/find-chromium.mjs).
          executablePath: findJourneyChromium(),
          args: [...CHROMIUM_ARGS],
        },
      },
    },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `${baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: databasePath,
      SEED_ITEMS: process.env.E2E_SEED_ITEMS ?? '1500',
      SEED: '1',
      // Journeys load many pages and images from one address in a short time; the limiter's
      // own behaviour is covered by the server tests.
      RATE_LIMIT_READS_PER_MINUTE: '100000',
      // Every worker's browser shares one address, and the machine is shared: admission control is
      // covered by the server tests and `npm run test:stress`, not by the journeys.
      LOAD_MAX_IN_FLIGHT_PER_CLIENT: '10000',
      LOAD_MAX_IN_FLIGHT: '10000',
      LOAD_MAX_LAG_MS: '60000',
      // …and every worker's browser asks its images from that one address: a client's share of the
      // render queue is covered by the server tests (server/routes/media-fairness.test.ts).
      MEDIA_RENDER_QUEUE_PER_CLIENT: '10000',
      // Journeys compare lists and positions: no story arrives while they run. The journey about news
      // that arrives starts a server of its own that publishes (e2e/news.spec.ts, decision 0023).
      NEWS_PUBLISH_INTERVAL_MS: '0',
      // …and no feed asks for news (a request a journey did not expect).
      NEWS_POLL_INTERVAL_MS: '0',
    },
  },
});
