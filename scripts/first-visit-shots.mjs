// First visits (no storage, no cookie) at phone and desktop size in a browser speaking en-US or es-ES,
// against a running server: `node scripts/first-visit-shots.mjs http://127.0.0.1:4322 /tmp/shots [path]`.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:4322', out = '/tmp/first-visit-shots', path = '/'] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const sizes = [
  {
    name: 'phone',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
  },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
];
for (const locale of ['en-US', 'es-ES']) {
  for (const { name, ...size } of sizes) {
    const context = await browser.newContext({ locale, ...size });
    const page = await context.newPage();
    await page.goto(new URL(path, base).href);
    await page.getByRole('button', { name: 'Search', exact: true }).waitFor({ state: 'visible' });
    await page.waitForFunction(() => !document.querySelector('fieldset[disabled]'));
    await page.waitForTimeout(1500);
    const file = `${out}/first-${locale}-${name}${path === '/' ? '' : path.replace(/\W+/g, '-')}.png`;
    await page.screenshot({ path: file });
    console.log(file);
    await context.close();
  }
}
await browser.close();
