// Proxy mode in front of an upstream that wraps its by-id answers in the list's own wrapper
// (`{"categories":[x]}`): the project's server passes them through unchanged and the reader renders them.
import { expect, test } from './test';
import { startProxyInFront, type ProxyInFront } from './proxy-helpers';

const wrapped = {
  categoryId: 13,
  categoryName: 'Harbour News',
  translatedName: 'Harbour News',
  imageUrl: '',
};

let proxy: ProxyInFront;
const seen: string[] = [];

test.beforeAll(async () => {
  proxy = await startProxyInFront((request, response) => {
    const url = new URL(request.url ?? '/', 'http://upstream');
    seen.push(url.pathname);
    const body = url.pathname.endsWith('/category/id/13')
      ? { categories: [wrapped] }
      : url.pathname.includes('/category')
        ? { categories: [wrapped] }
        : url.pathname.includes('/content')
          ? { totalItems: 0, content: [] }
          : undefined;
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body ?? { status: 404, error: 'Not Found', message: 'no such thing' }));
  });
});

test.afterAll(async () => {
  await proxy?.stop();
});

test('a category page in proxy mode renders a by-id answer the upstream wraps', async ({ page }) => {
  await page.goto(`${proxy.origin}/categories/13`);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour News' })).toBeVisible();
  expect(seen).toContain('/mediaApi/mediaApi/v1.0/category/id/13');
});
