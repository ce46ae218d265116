// Section 3 — Long feeds: Playwright scrolls a feed through 1,000 stories on a phone-sized screen and
/* global window, document, getComputedStyle -- these functions run inside the page, through Playwright */
// records how many <article> elements are rendered, the JS heap, the longest task, how many list
// requests were sent per page, and how long the next page takes to show once the reader hits the end.
import { log, median, notMeasured, round, row } from './lib/common.mjs';
import { launchBrowser, routeStatus, settle } from './lib/browser.mjs';

const STORIES = Number(process.env.BENCH_FEED_STORIES ?? 1000);
const DEADLINE_MS = 180_000;
const CONTENT_LIST = /\/mediaApi\/v1\.0\/content\/?(?:\?|$)/;

const idOf = (href) => {
  const match = /\/article\/([^/?#]+)/.exec(href ?? '');
  return match ? decodeURIComponent(match[1]) : null;
};

/** The request without the identity parameters: two requests for the same page compare equal. */
function pageKey(url) {
  const parsed = new URL(url);
  for (const name of ['userId', 'optOut', 'aid']) parsed.searchParams.delete(name);
  parsed.searchParams.sort();
  return `${parsed.pathname.replace(/\/$/, '')}?${parsed.searchParams}`;
}

// Runs in the page: records every long task from the first byte on.
const LONG_TASKS = () => {
  window.__bench = { longest: 0, count: 0, tasks: [] };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__bench.longest = Math.max(window.__bench.longest, entry.duration);
        window.__bench.count += 1;
        window.__bench.tasks.push([entry.startTime, entry.duration]);
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long task API: longest stays 0 and the row says so
  }
};

// Runs in the page: scrolls whatever scrolls the feed (the document, or the largest scrolling box) to its end.
const SCROLL_TO_END = () => {
  const doc = document.scrollingElement ?? document.documentElement;
  let target = doc;
  if (doc.scrollHeight <= window.innerHeight + 50) {
    for (const el of document.querySelectorAll('main *')) {
      const style = getComputedStyle(el);
      if (/(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 50) {
        if (target === doc || el.scrollHeight > target.scrollHeight) target = el;
      }
    }
  }
  target.scrollTop = target.scrollHeight;
  return performance.now();
};

async function articleIdsInDom(page) {
  return page.$$eval('article a[href*="/article/"]', (links) => links.map((a) => a.getAttribute('href')));
}

async function findFeed(browser, appUrl) {
  for (const path of ['/feed?sortBy=newest', '/']) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    try {
      await page.goto(`${appUrl}${path}`, { waitUntil: 'load' });
      await settle(page);
      const status = await routeStatus(page);
      const articles = await page.locator('article').count();
      if (status.ok && articles > 0) return path;
    } catch {
      // try the next candidate
    } finally {
      await context.close();
    }
  }
  return null;
}

export async function measureLongFeed({ appUrl }) {
  const browser = await launchBrowser();
  try {
    const path = await findFeed(browser, appUrl);
    if (!path) {
      return [
        notMeasured(
          'Long feed (1,000 stories)',
          'neither /feed nor / shows a feed of <article> stories in this build',
        ),
      ];
    }
    log(`long-feed: scrolling ${path} through ${STORIES} stories`);
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1 });
    await context.addInitScript(LONG_TASKS);
    const page = await context.newPage();
    const requests = [];
    const loaded = new Set();
    page.on('request', (request) => {
      if (CONTENT_LIST.test(request.url())) requests.push({ key: pageKey(request.url()), at: Date.now() });
    });
    page.on('response', async (response) => {
      if (!CONTENT_LIST.test(response.url()) || !response.ok()) return;
      try {
        const body = await response.json();
        for (const item of body.content ?? []) loaded.add(item.contentId);
      } catch {
        // not JSON: the app shows an error; the stall detection below ends the run
      }
    });
    await page.goto(`${appUrl}${path}`, { waitUntil: 'load' });
    await settle(page);

    const scrollStart = await page.evaluate(() => performance.now());
    const started = Date.now();
    const waits = [];
    let maxArticles = 0;
    let shown = new Set((await articleIdsInDom(page)).map(idOf));
    let stalls = 0;
    while (shown.size < STORIES && Date.now() - started < DEADLINE_MS && stalls < 2) {
      const known = [...new Set([...loaded, ...shown])];
      const t0 = await page.evaluate(SCROLL_TO_END);
      // "Shown" = a story from a page not yet loaded when the reader reached the end is in the DOM.
      const t1 = await page
        .waitForFunction(
          (seen) => {
            const set = window.__benchSeen ?? (window.__benchSeen = new Set());
            if (set.size === 0) for (const id of seen) set.add(id);
            for (const a of document.querySelectorAll('article a[href*="/article/"]')) {
              const m = /\/article\/([^/?#]+)/.exec(a.getAttribute('href') ?? '');
              if (m && !set.has(decodeURIComponent(m[1]))) return performance.now();
            }
            return false;
          },
          known,
          { polling: 'raf', timeout: 10_000 },
        )
        .then((handle) => handle.jsonValue())
        .catch(() => null);
      await page.evaluate(() => {
        window.__benchSeen = undefined;
      });
      if (t1 === null) {
        // No infinite scroll? Try a "more" button once before calling it a stall.
        const more = page.getByRole('button', { name: /more|next|older/i }).last();
        if (await more.isVisible().catch(() => false)) await more.click().catch(() => {});
        stalls += 1;
      } else {
        stalls = 0;
        waits.push(t1 - t0);
      }
      const ids = (await articleIdsInDom(page)).map(idOf);
      maxArticles = Math.max(maxArticles, await page.locator('article').count());
      shown = new Set([...shown, ...ids]);
    }

    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const before = await cdp.send('Performance.getMetrics');
    await cdp.send('HeapProfiler.collectGarbage');
    const after = await cdp.send('Performance.getMetrics');
    const metric = (m, name) => m.metrics.find((x) => x.name === name)?.value ?? null;
    const heapAfter = metric(after, 'JSHeapUsedSize');
    const heapBefore = metric(before, 'JSHeapUsedSize');
    const longTasks = await page.evaluate(() => window.__bench ?? { longest: 0, count: 0, tasks: [] });
    const longestIn = (from, to) =>
      Math.max(
        0,
        ...longTasks.tasks.filter(([start]) => start >= from && start < to).map(([, duration]) => duration),
      );
    const loadLongest = longestIn(0, scrollStart);
    const scrollLongest = longestIn(scrollStart, Infinity);
    const seconds = (Date.now() - started) / 1000;
    await context.close();

    const keys = requests.map((r) => r.key);
    const distinct = new Set(keys).size;
    const reached = shown.size >= STORIES;
    const reach = reached
      ? ''
      : `; stopped at ${shown.size} stories (${stalls >= 2 ? 'the feed stopped growing' : 'time limit'})`;
    const waitsSorted = [...waits].sort((a, b) => a - b);
    const p95 = waitsSorted.length
      ? waitsSorted[Math.min(waitsSorted.length - 1, Math.floor(waitsSorted.length * 0.95))]
      : null;
    return [
      row('Stories scrolled through', shown.size, {
        target: `${STORIES}`,
        met: reached,
        note: `${path} at 412×823; ${loaded.size} stories received in ${round(seconds, 0)} s${reach}`,
      }),
      row('Rendered <article> elements (max while scrolling)', maxArticles, {
        target: '≤ 60',
        met: maxArticles <= 60,
      }),
      row('JS heap after scrolling (after GC)', round(heapAfter / 2 ** 20, 1), {
        unit: 'MB',
        target: '≤ 60 MB',
        met: heapAfter !== null ? heapAfter / 2 ** 20 <= 60 : null,
        note: `before GC ${round(heapBefore / 2 ** 20, 1)} MB`,
      }),
      row('Longest task', round(longTasks.longest, 0), {
        unit: 'ms',
        target: '≤ 100 ms',
        met: longTasks.longest <= 100,
        note: `first load ${round(loadLongest, 0)} ms, while scrolling ${round(scrollLongest, 0)} ms; ${longTasks.count} tasks over 50 ms in all (none reads as 0)`,
      }),
      row('List requests per page', distinct ? round(keys.length / distinct, 2) : null, {
        target: 'exactly 1',
        met: distinct > 0 ? keys.length === distinct : null,
        note: `${keys.length} content-list requests for ${distinct} distinct pages`,
      }),
      row('End of page → next page shown (median)', round(median(waits), 0), {
        unit: 'ms',
        note: `p95 ${round(p95, 0)} ms, max ${round(waitsSorted.at(-1) ?? null, 0)} ms over ${waits.length} page ends; includes the request when the app did not fetch ahead`,
      }),
    ];
  } finally {
    await browser.close();
  }
}
