import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const [,, url, name, w, h, lang] = process.argv;
const ctx = await b.newContext({ viewport: { width: +w, height: +h }, locale: lang || 'en-US', extraHTTPHeaders: lang ? { 'Accept-Language': lang } : {} });
const p = await ctx.newPage();
await p.goto('http://127.0.0.1:4399' + url);
await p.waitForTimeout(1500);
await p.screenshot({ path: `/tmp/shots/${name}.png` });
await b.close();
