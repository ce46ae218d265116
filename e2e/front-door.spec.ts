// The front door (api-contract.md §1): follow and unfollow are plain GETs any client of the
// interface may send, and no browser can be made to send them by another site, on any spelling of the
// path. The client here is Playwright's request context (no browser, no header of its own, like curl);
// the other site is a page at http://localhost:<port> (another site than 127.0.0.1) whose markup points
// at the real server.
import { CHROMIUM_ARGS, findJourneyChromium } from '../scripts/find-chromium.mjs';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './test';

interface UserData {
  followedPersons: { id: string }[];
  followedTeams: { id: string }[];
}
interface Person {
  id: string;
  isFollowed?: boolean;
}

// The attacking page is at http://localhost, the server at http://127.0.0.1: Chromium's Local Network
// Access checks would stop every request before it reached the server, which proves nothing about the
// server. A deployed Gazette is on a public address, where they do not apply; so they are off here.
test.use({
  launchOptions: {
    executablePath: findJourneyChromium(),
    args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'],
  },
});

const PERSON = 'Q100000';
const TEAM = 'Q500000';

/** The canonical path and two percent-encoded spellings of it, which the server must read as one. */
const spell = {
  canonical: (path: string) => path,
  'an encoded first segment': (path: string) => path.replace('/mediaApi/', '/%6DediaApi/'),
  'encoded letters later': (path: string) =>
    path
      .replace('/mediaApi/', '/mediaAp%69/')
      .replace(/\/add\?/, '/%61dd?')
      .replace(/\/delete\?/, '/d%65lete?'),
};

async function userData(request: APIRequestContext, user: string): Promise<UserData> {
  const response = await request.get(`/mediaApi/v1.0/user/${user}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as UserData;
}

for (const [spelling, respell] of Object.entries(spell)) {
  test(`a plain client of the interface follows and unfollows, spelled with ${spelling}`, async ({
    request,
  }) => {
    const user = crypto.randomUUID();
    const get = (path: string) => request.get(respell(path));

    // Idempotent: twice is one entry; the answer is the user data after the change.
    for (let i = 0; i < 2; i += 1) {
      const answer = await get(`/mediaApi/v1.0/person/${PERSON}/add?userId=${user}`);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['cache-control']).toBe('private, no-store');
      expect(((await answer.json()) as UserData).followedPersons.map((p) => p.id)).toEqual([PERSON]);
    }
    // Parallel follows of one more person: one entry.
    const parallel = await Promise.all(
      Array.from({ length: 6 }, () => get(`/mediaApi/v1.0/team/${TEAM}/add?userId=${user}`)),
    );
    expect(parallel.map((answer) => answer.status())).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await userData(request, user)).followedTeams.map((t) => t.id)).toEqual([TEAM]);
    const person = (await (
      await request.get(`/mediaApi/v1.0/person/${PERSON}?userId=${user}`)
    ).json()) as Person;
    expect(person.isFollowed).toBe(true);

    // 400 without userId, naming it; 404 for an unknown person.
    const missing = await get(`/mediaApi/v1.0/person/${PERSON}/add?`);
    expect(missing.status()).toBe(400);
    expect(((await missing.json()) as { param: string }).param).toBe('userId');
    const unknown = await get(`/mediaApi/v1.0/person/Q1/add?userId=${user}`);
    expect(unknown.status()).toBe(404);

    // Unfollow, twice (a no-op the second time).
    for (let i = 0; i < 2; i += 1)
      expect((await get(`/mediaApi/v1.0/person/${PERSON}/delete?userId=${user}`)).status()).toBe(200);
    expect((await get(`/mediaApi/v1.0/team/${TEAM}/delete?userId=${user}`)).status()).toBe(200);
    expect(await userData(request, user)).toMatchObject({ followedPersons: [], followedTeams: [] });
  });
}

/** Each way another site's page can make a browser send a GET, as markup or script around `target`. */
const VECTORS: Record<string, (target: string, user: string) => string> = {
  '<img>': (t) => `<img src="${t}">`,
  'a link prefetch': (t) => `<link rel="prefetch" href="${t}">`,
  '<script>': (t) => `<script src="${t}"></script>`,
  '<iframe>': (t) => `<iframe src="${t}"></iframe>`,
  'a CSS background': (t) => `<div style="width:10px;height:10px;background:url('${t}')"></div>`,
  'a video poster': (t) => `<video poster="${t}"></video>`,
  '<object>': (t) => `<object data="${t}"></object>`,
  'a no-cors fetch': (t) => `<script>fetch(${JSON.stringify(t)}, { mode: 'no-cors' })</script>`,
  'a cors fetch': (t) => `<script>fetch(${JSON.stringify(t)}).catch(() => {})</script>`,
  'a form in an iframe': (t, user) =>
    `<iframe name="f"></iframe><form target="f" action="${t.split('?')[0]}"><input name="userId" value="${user}"></form>` +
    `<script>document.forms[0].submit()</script>`,
  'a top navigation': (t) => `<script>location.href = ${JSON.stringify(t)}</script>`,
  'window.open': (t) => `<script>window.open(${JSON.stringify(t)})</script>`,
  'a top form': (t, user) =>
    `<form action="${t.split('?')[0]}"><input name="userId" value="${user}"></form><script>document.forms[0].submit()</script>`,
};

async function attack(page: Page, baseURL: string, markup: string) {
  const evil = `${baseURL.replace('127.0.0.1', 'localhost')}/attacker-page`;
  await page.route(evil, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Another site</title>${markup}` }),
  );
  await page.goto(evil);
}

/**
 * The statuses the server answered to the follow requests `user`'s attack made, from any page or frame.
 * A subresource whose answer the browser then blocks (ORB: JSON for an <img>) is seen only by DevTools'
 * raw network events, so both are read.
 */
async function followAnswers(context: BrowserContext, page: Page, user: string): Promise<() => number[]> {
  const isFollow = (url = '') => url.includes(user) && /\/(?:%61dd|add)\?/.test(url);
  const urls = new Map<string, string>();
  const raw = new Map<string, number>();
  const seen: number[] = [];
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.responseReceivedExtraInfo', (event) => raw.set(event.requestId, event.statusCode));
  context.on('response', (response) => {
    if (isFollow(response.url())) seen.push(response.status());
  });
  return () => [...seen, ...[...raw].filter(([id]) => isFollow(urls.get(id))).map(([, status]) => status)];
}

test.describe('from another site', () => {
  for (const [vector, markup] of Object.entries(VECTORS)) {
    test(`another site cannot make a browser follow through ${vector}, on any spelling`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const user = crypto.randomUUID();
      const answers = await followAnswers(context, page, user);
      for (const respell of Object.values(spell)) {
        const target = `${baseURL}${respell(`/mediaApi/v1.0/person/${PERSON}/add?userId=${user}`)}`;
        const before = answers().length;
        await attack(page, baseURL!, markup(target, user));
        // Each vector reaches the server (or the check would prove nothing), and is refused.
        await expect
          .poll(() => answers().length, { message: `${vector} reaches the server` })
          .toBeGreaterThan(before);
      }
      expect(answers().length).toBeGreaterThanOrEqual(Object.keys(spell).length);
      expect(answers().every((status) => status === 403)).toBe(true);
      expect((await userData(request, user)).followedPersons).toEqual([]);
    });
  }
});
