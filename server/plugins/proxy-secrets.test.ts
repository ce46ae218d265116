// Proxy mode in front of an upstream that repeats its query in every string it answers (signed image URLs,
// `next` links, titles, logos, a field named by the key; raw, percent-encoded in either case, form-encoded,
// in a path segment): the partner key and publisher id reach no API answer, no rendered page (so no page
// cache entry) and no Atom feed.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../contract/schemas';
import { viteEntry, type ViteEntry } from '../render/vite-entry';
import { createProxiedTestApp, TEST_PARTNER, type ProxiedTestApp } from '../test-support';

const CONTENT_ID = '0b7f3a52-61c2-4d7e-9a1b-2f1f0c6e9d11';
const COMIC_ID = '5c2d8a0e-0f4e-4b65-8d0e-8e0f6f3d2a77';
const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Gazette</title></head><body><div id="root"></div></body></html>';
const HTML = { accept: 'text/html' };
const SECRETS = [TEST_PARTNER.key, TEST_PARTNER.publisherId];

/**
 * How many times the secret can be read back out of the text: raw, after JSON `\uXXXX` escapes, HTML
 * character references and percent-escapes (any case, nested) are undone, and `+` read as a space.
 */
function occurrences(text: string, secret: string): number {
  let decoded = text;
  for (let round = 0; round < 4; round += 1)
    decoded = decoded
      .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      .replace(/&#[xX]([0-9a-fA-F]+);/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
      .replace(/&amp;/g, '&')
      .replace(/\+/g, ' ')
      .replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return decoded.split(secret).length - 1;
}

const leaks = (text: string) =>
  Object.fromEntries(SECRETS.map((secret) => [secret, occurrences(text, secret)]));

/** Every spelling of the upstream request's own URL the stand-in repeats. */
function echoes(url: string) {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const encoded = encodeURIComponent(url);
  const lower = encoded.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase());
  const form = new URLSearchParams({ u: url }).toString();
  const { key, publisherId } = TEST_PARTNER;
  return {
    text: `as asked: ${url} | ${encoded} | ${lower} | ${form} | ${key} | ${publisherId}`,
    /** A signed image URL: the credentials in the query, in a path segment, and the whole URL encoded. */
    image: (name: string) =>
      `https://img.example/${publisherId}/${encodeURIComponent(key)}/${name}.jpg?${query}&u=${encoded}`,
    link: `https://upstream.example/next?${query}&n=${lower}`,
  };
}

function item(url: string, id = CONTENT_ID) {
  const echo = echoes(url);
  return {
    contentId: id,
    title: `Echo story ${echo.text}`,
    summary: echo.text,
    contentSource: 'wire',
    contentSourceDisplay: echo.text,
    contentSourceLogo: echo.image('logo'),
    categories: ['Sports', echo.text],
    categoriesEnglish: ['Sports', echo.text],
    images: {
      mainImage: { url: echo.image('main'), width: 1024, height: 768 },
      mainImageThumbnail: { url: echo.image('thumb'), width: 300, height: 200, quality: 80 },
      additionalImages: [{ url: echo.image('extra'), width: 1024, height: 768, offset: 1 }],
    },
    countries: ['US'],
    locale: 'en',
    publishedAt: 1_767_225_600,
    tags: ['echo', echo.text],
    persons: [{ id: 'Q1', name: `Person ${echo.text}` }],
    topics: [{ id: 'Q2', name: echo.text }],
    teams: [{ id: 'T1', name: echo.text }],
    contentURL: echo.link,
    recommendationId: echo.text,
    [TEST_PARTNER.key]: 'a field named by the key',
  };
}

/** A valid answer of each operation, every string in it repeating the request's URL. */
function answer(req: IncomingMessage, res: ServerResponse) {
  const url = req.url ?? '';
  const path = url.split('?')[0] ?? '';
  const echo = echoes(url);
  let body: unknown;
  if (/\/category(?:$|\/)/.test(path)) {
    const category = {
      categoryId: 1,
      categoryName: 'Sports',
      translatedName: echo.text,
      imageUrl: echo.image('c'),
    };
    body = path.endsWith('/category') ? { categories: [category], next: echo.link } : category;
  } else if (/\/content\/[^/]+$/.test(path))
    body = {
      ...item(url),
      body: `<p>${echo.text}</p><img src="${echo.image('body').replace(/&/g, '&amp;')}">`,
    };
  else if (/\/content\/?$/.test(path))
    body = { totalItems: 2, content: [item(url), item(url, TEST_PARTNER.key)], next: echo.link };
  else if (/\/person\/[^/]+\/(?:add|delete)$|\/user\//.test(path))
    body = {
      userId: 'reader-1',
      followedPersons: [{ id: 'Q1', name: echo.text, imageUrl: echo.image('p') }],
      followedTeams: [{ id: 'T1', name: echo.text, logoUrl: echo.image('t') }],
    };
  else if (/\/person\//.test(path))
    body = {
      id: 'Q1',
      name: `Person ${echo.text}`,
      description: echo.text,
      imageUrl: echo.image('person'),
      wikipediaUrl: echo.link,
      topArticle: item(url),
    };
  else if (/\/team\//.test(path))
    body = {
      id: 'T1',
      name: echo.text,
      description: echo.text,
      logoUrl: echo.image('team'),
      country: echo.text,
    };
  else if (/\/comics$/.test(path))
    body = {
      totalItems: 1,
      comics: [
        {
          contentId: COMIC_ID,
          pubDate: 1_767_225_600,
          theme: 'garfield',
          imageURL: echo.image('comic'),
          fileName: echo.text,
          size: echo.text,
        },
      ],
    };
  else body = { message: echo.text };
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

describe('proxy mode in front of an upstream that repeats its query', () => {
  let entry: ViteEntry;
  let t: ProxiedTestApp;
  const asked: string[] = [];

  beforeAll(async () => {
    entry = await viteEntry();
    t = await createProxiedTestApp(
      (req, res) => {
        asked.push(req.url ?? '');
        answer(req, res);
      },
      {
        upstream: { timeoutMs: 5_000 },
        render: {
          entry: entry.load,
          budgetMs: 5_000,
          firstByteMs: 40,
          cache: { ttlMs: 60_000, maxBytes: 8_000_000 },
        },
      },
    );
    mkdirSync(join(t.dir, 'dist'), { recursive: true });
    writeFileSync(join(t.dir, 'dist', 'index.html'), INDEX);
    // The first render loads the app through Vite; the journeys below measure the pages, not the compiler.
    await t.app.inject({ url: '/feed?tag=warm-up', headers: HTML });
  }, 90_000);
  afterAll(async () => {
    await t?.close();
    await entry?.vite.close();
  });

  it('the stand-in does repeat the credentials it is sent (else this file proves nothing)', () => {
    const sample = JSON.stringify(item('/mediaApi/v1.0/content?limit=1&publisherId=pub42&key=secret123'));
    expect(leaks(sample)[TEST_PARTNER.key]).toBeGreaterThan(20);
    expect(leaks(sample)[TEST_PARTNER.publisherId]).toBeGreaterThan(20);
    expect(asked.some((url) => url.includes(`key=${TEST_PARTNER.key}`))).toBe(true);
  });

  it('answers every operation without the key or the publisher id, the rest of the answer kept', async () => {
    const operations = [
      '/mediaApi/mediaApi/v1.0/category',
      '/mediaApi/mediaApi/v1.0/category/id/1',
      '/mediaApi/v1.0/category/name/Sports',
      '/mediaApi/v1.0/content?limit=2',
      '/mediaApi/v1.0/content/',
      `/mediaApi/v1.0/content/${CONTENT_ID}`,
      '/mediaApi/v1.0/person/Q1',
      '/mediaApi/v1.0/team/T1',
      '/mediaApi/v1.0/person/Q1/add?userId=reader-1',
      '/mediaApi/v1.0/person/Q1/delete?userId=reader-1',
      '/mediaApi/v1.0/user/reader-1',
      '/mediaApi/v1.0/mid/comics?limit=1',
    ];
    for (const url of operations) {
      const before = asked.length;
      const res = await t.app.inject({ url, headers: { accept: 'application/json' } });
      expect(res.statusCode, url).toBe(200);
      // The upstream was asked with the credentials, and repeated them; the answer carries none.
      expect(asked.length, url).toBe(before + 1);
      expect(asked.at(-1), url).toContain(`key=${TEST_PARTNER.key}`);
      expect(leaks(res.body + JSON.stringify(res.headers)), url).toEqual({ secret123: 0, pub42: 0 });
    }
    // What is not a credential is kept: the image URL's own path and parameters, the echoed path.
    const list = JSON.parse(
      (await t.app.inject({ url: '/mediaApi/v1.0/content?limit=2', headers: { accept: 'application/json' } }))
        .body,
    );
    const main = list.content[0].images.mainImage.url as string;
    expect(main).toBe('https://img.example/redacted/redacted/main.jpg?limit=2');
    expect(list.content[0].title).toContain('as asked: /mediaApi/v1.0/content?limit=2');
    expect(list.content[1].contentId).toBe('redacted');
  });

  it('refuses an answer it cannot clean with the contract’s 502, never passing it on', async () => {
    // Cleaning would merge a field named by the key with one already named as the replacement.
    const refused = await createProxiedTestApp((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ totalItems: 0, content: [], [TEST_PARTNER.key]: 1, redacted: 2, echo: req.url }),
      );
    });
    try {
      const res = await refused.app.inject({ url: '/mediaApi/v1.0/content?limit=1' });
      expect(res.statusCode).toBe(502);
      expect(errorBodySchema.parse(res.json()).status).toBe(502);
      expect(leaks(res.body)).toEqual({ secret123: 0, pub42: 0 });
    } finally {
      await refused.close();
    }
  });

  it('renders the front page, an article, a person page, a feed page and comics without them, first and from the cache', async () => {
    for (const url of [
      '/',
      `/article/${CONTENT_ID}`,
      '/person/Q1',
      '/team/T1',
      '/feed?sortBy=newest',
      '/comics',
    ]) {
      for (const pass of ['rendered', 'cached']) {
        const res = await t.app.inject({ url, headers: HTML });
        expect(res.statusCode, `${url} ${pass}`).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(leaks(res.body + JSON.stringify(res.headers)), `${url} ${pass}`).toEqual({
          secret123: 0,
          pub42: 0,
        });
      }
    }
    // The pages did show the upstream's stories (the echo, cleaned), not an error state.
    const feed = await t.app.inject({ url: '/feed?sortBy=newest', headers: HTML });
    expect(feed.body).toContain('Echo story as asked:');
  }, 60_000);

  it('writes no credential into /feed.atom', async () => {
    const res = await t.app.inject({ url: '/feed.atom?category=Sports' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Echo story as asked:');
    expect(leaks(res.body + JSON.stringify(res.headers))).toEqual({ secret123: 0, pub42: 0 });
  });
});
