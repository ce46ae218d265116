// Pages as the browser gets them when the server renders without their data (its budget ran out, or it
// could not render): the frame of index.html and no settled queries, so the browser asks the API itself.
// Journeys that break or count the browser's own API requests (faults, slow answers, hostile answers)
// start from such pages; everything else meets the server-rendered page (e2e/rendering.spec.ts covers
// the server's side).
import type { Page } from '@playwright/test';

const RENDERED =
  /<div id="root">[\s\S]*<\/div><script type="application\/json" id="gazette-state">[\s\S]*?<\/script>/;

export async function serveUnrendered(page: Page, { omitHeaders = [] }: { omitHeaders?: string[] } = {}) {
  // The body is handed over decoded: the response's own encoding and length no longer apply.
  const omitted = new Set(['content-encoding', 'content-length', ...omitHeaders]);
  await page.route(
    () => true,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(RENDERED, '<div id="root"></div>');
      // A rendered page this could not take apart would leave the journey on the wrong page, silently.
      if (html.includes('id="gazette-state"'))
        throw new Error('serveUnrendered: the page’s layout has changed');
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(([name]) => !omitted.has(name)),
      );
      await route.fulfill({ status: response.status(), headers, body: html });
    },
  );
}
