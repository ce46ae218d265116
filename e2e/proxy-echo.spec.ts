// Proxy mode in front of an upstream that repeats its query (partner key and publisher id included) in
// every string it answers: a reader's browser, loading and hydrating pages and asking the API itself,
// receives the credentials in no answer and asks no URL that carries them.
import { expect, test } from './test';
import { startProxyInFront, type ProxyInFront } from './proxy-helpers';

const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
const KEY = 'secret123';
const PUBLISHER = 'pub42';

/** Every string of the answer with the request's query repeated: appended to URLs, quoted in text. */
function echoed(value: unknown, query: string): unknown {
  if (typeof value === 'string') {
    if (/^(?:https?:)?\//.test(value)) return `${value}${value.includes('?') ? '&' : '?'}${query}`;
    return value === '' ? value : `${value} (asked: ${query} ${encodeURIComponent(query)})`;
  }
  if (Array.isArray(value)) return value.map((member) => echoed(member, query));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([name, member]) =>
        // Identifiers stay usable (the reader links by them) and a kind stays itself; the rest repeats the query.
        [name, /^(?:contentId|id|categoryId|userId|type)$/.test(name) ? member : echoed(member, query)],
      ),
    );
  return value;
}

/** The credentials in any spelling a reader could turn back into them. */
function carriesCredentials(text: string): boolean {
  let decoded = text;
  for (let round = 0; round < 3; round += 1)
    decoded = decoded
      .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      .replace(/&amp;/g, '&')
      .replace(/\+/g, ' ')
      .replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return [KEY, PUBLISHER].some((secret) => text.includes(secret) || decoded.includes(secret));
}

let proxy: ProxyInFront;
let echoes = 0;

test.beforeAll(async () => {
  // The upstream is the journeys' own server, its answers rewritten to repeat the query they were asked.
  proxy = await startProxyInFront(
    (request, response) => {
      const url = new URL(request.url ?? '/', 'http://upstream');
      fetch(`http://127.0.0.1:${E2E_PORT}${url.pathname}${url.search}`).then(
        async (answer) => {
          const text = await answer.text();
          let body = text;
          if (answer.ok) {
            body = JSON.stringify(echoed(JSON.parse(text), url.search.slice(1)));
            if (body.includes(KEY)) echoes += 1;
          }
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(body);
        },
        () => response.destroy(),
      );
    },
    { MEDIA_API_PUBLISHER_ID: PUBLISHER, MEDIA_API_KEY: KEY },
  );
});

test.afterAll(async () => {
  await proxy?.stop();
});

test('a reader browsing in front of an echoing upstream never receives or asks for the partner key', async ({
  page,
}) => {
  const asked: string[] = [];
  const leaked: string[] = [];
  page.on('request', (request) => {
    asked.push(request.url());
    if (carriesCredentials(request.url())) leaked.push(`asked ${request.url()}`);
  });
  page.on('response', (response) => {
    if (!response.url().startsWith(proxy.origin)) return;
    const type = response.headers()['content-type'] ?? '';
    if (!/json|html|xml|javascript/.test(type)) return;
    response.text().then(
      (text) => {
        if (carriesCredentials(text)) leaked.push(`answer ${response.url()}`);
      },
      () => undefined,
    );
  });

  await page.goto(`${proxy.origin}/`);
  const story = page.getByRole('feed').getByRole('article').first();
  // The echo reached the upstream's answers and was cleaned on the way: the stories show what is left.
  await expect(story).toContainText('(asked: ');
  expect(echoes).toBeGreaterThan(0);

  await story.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/article\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('(asked: ');

  const list = await (await page.request.get(`${proxy.origin}/mediaApi/v1.0/content?limit=5`)).json();
  const person = (list.content as { persons?: { id: string }[] }[]).flatMap((item) => item.persons ?? [])[0];
  if (person) {
    await page.goto(`${proxy.origin}/person/${encodeURIComponent(person.id)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto(`${proxy.origin}/feed?sortBy=newest`);
  await expect(page.getByRole('feed').getByRole('article').first()).toContainText('(asked: ');
  const atom = await page.request.get(`${proxy.origin}/feed.atom`);
  expect(atom.status()).toBe(200);
  expect(carriesCredentials(await atom.text())).toBe(false);

  expect(carriesCredentials(await page.content())).toBe(false);
  expect(asked.length).toBeGreaterThan(5);
  expect(leaked).toEqual([]);
});
