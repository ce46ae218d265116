// Atom feeds of reader views: required RFC 4287 elements, entries equal to the view's items, escaping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../../contract/vocabulary';
import type { ContentItem, ContentList } from '../../contract/schemas';
import { createTestApp, getJson, type TestApp } from '../test-support';
import { atomDocument, viewTitle } from './atom';

let t: TestApp;
beforeAll(async () => {
  // Ids and links name the configured public origin (lib/public-origin.ts).
  t = await createTestApp({ publicOrigin: 'http://gazette.test' });
});
afterAll(() => t.close());

/** The text of every `<tag>` directly in `xml` that is not inside an entry (feed-level), or in one entry. */
const texts = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`, 'g'))].map((m) => m[1]);
const entries = (xml: string) => [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map((m) => m[1] ?? '');
const feedHead = (xml: string) => xml.split('<entry>')[0] ?? '';

async function atom(url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { host: 'gazette.test' } });
  return { status: response.statusCode, type: response.headers['content-type'], body: response.body };
}

describe('/feed.atom', () => {
  it('is an Atom document with the required feed and entry elements', async () => {
    const { status, type, body } = await atom('/feed.atom');
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/atom\+xml/);
    expect(body).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/,
    );
    const head = feedHead(body);
    // RFC 4287 §4.1.1: atom:id, atom:title, atom:updated exactly once; author (here at feed level); link rel=self.
    for (const tag of ['id', 'title', 'updated']) expect(texts(head, tag)).toHaveLength(1);
    expect(texts(head, 'updated')[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(head).toContain(
      '<link rel="self" type="application/atom+xml" href="http://gazette.test/feed.atom"/>',
    );
    expect(head).toMatch(/<author><name>[^<]+<\/name><\/author>/);
    const list = entries(body);
    expect(list).toHaveLength(20);
    for (const e of list) {
      for (const tag of ['id', 'title', 'updated']) expect(texts(e, tag)).toHaveLength(1);
      expect(e).toMatch(
        /<link rel="alternate" type="text\/html" href="http:\/\/gazette.test\/article\/[^"]+"\/>/,
      );
    }
  });

  it('lists the same items, in the same order, as the feed view with the same filters', async () => {
    const filters = 'category=Sports&language=en&sortBy=newest';
    const api = await getJson(t.app, `${API_ROOT}/content?${filters}&limit=20`);
    const view = (api.body as ContentList).content;
    expect(view.length).toBeGreaterThan(0);
    const { body } = await atom(`/feed.atom?${filters}`);
    expect(texts(feedHead(body), 'title')[0]).toBe('Gazette: Sports · English');
    expect(feedHead(body)).toContain(`href="http://gazette.test/feed?${filters.replaceAll('&', '&amp;')}"`);
    const ids = entries(body).map((e) => texts(e, 'id')[0]);
    expect(ids).toEqual(
      view.map((item) => `http://gazette.test/article/${encodeURIComponent(item.contentId)}`),
    );
    for (const e of entries(body)) expect(e).toContain('<category term="Sports"/>');
  });

  it('answers a bad filter with the contract 400 naming the parameter, and never forwards a user id', async () => {
    const bad = await atom('/feed.atom?sortBy=sideways');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toMatchObject({ status: 400, param: 'sortBy' });
    const anonymous = await atom('/feed.atom?limit=5');
    const withUser = await atom('/feed.atom?limit=5&userId=reader-1');
    expect(entries(withUser.body)).toEqual(entries(anonymous.body));
    expect(withUser.body).not.toContain('reader-1');
  });
});

describe('atomDocument', () => {
  it('escapes hostile titles and summaries and drops characters XML cannot carry', () => {
    const item: ContentItem = {
      contentId: 'x"1',
      title: '</title><script>alert(1)</script> & <!-- "q" \u0001',
      summary: ']]><evil/>',
      contentSource: 'S<b>',
      publishedAt: 1_767_225_600,
    };
    const xml = atomDocument('http://h', new URLSearchParams('tag=a<b'), [item]);
    expect(xml).not.toMatch(/<script|<evil|<b>/);
    expect(xml).not.toContain(String.fromCharCode(1));
    expect(xml).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;!-- &quot;q&quot;');
    expect(xml).toContain('href="http://h/article/x%221"');
  });
});

describe('viewTitle', () => {
  const story = (over: Partial<ContentItem>): ContentItem => ({
    contentId: 'c1',
    title: 'A story',
    contentSource: 'pitchside',
    contentSourceDisplay: 'Pitchside',
    publishedAt: 1_767_225_600,
    ...over,
  });

  it('names people, teams and providers as the view’s stories name them, not by their ids', () => {
    const items = [
      story({ persons: [{ id: 'Q100131', name: 'Grace Castell' }], teams: [{ id: 'T9', name: 'Lions' }] }),
    ];
    expect(viewTitle(new URLSearchParams('person=Q100131'), items)).toBe('Gazette: Grace Castell');
    expect(viewTitle(new URLSearchParams('person=q100131&team=T9&language=en'), items)).toBe(
      'Gazette: Grace Castell & Lions · English',
    );
    expect(viewTitle(new URLSearchParams('vendor=pitchside&category=Sports'), items)).toBe(
      'Gazette: Pitchside · Sports',
    );
    // A value no story names is shown as given.
    expect(viewTitle(new URLSearchParams('person=Ada'), items)).toBe('Gazette: Ada');
  });

  it('falls back to the filter chips where the page is just "Stories", and to the latest stories without filters', () => {
    expect(viewTitle(new URLSearchParams('tag=final'))).toBe('Gazette: Tag: final');
    expect(viewTitle(new URLSearchParams(''))).toBe('Gazette: latest stories');
    expect(viewTitle(new URLSearchParams('sortBy=newest'))).toBe('Gazette: latest stories');
  });
});
