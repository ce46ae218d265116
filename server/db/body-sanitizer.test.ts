// Article bodies are sanitized where they enter the database, so a render never sanitizes. A row written
// before that (no marker) or sanitized for another origin must still never be served as it is stored: not
// by the API, not in a rendered page.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getJson, type TestApp } from '../test-support';
import { viteEntry, type ViteEntry } from '../render/vite-entry';
import { ANY_HTTP_ORIGIN, bodySanitizer } from './body-sanitizer';

const HOSTILE =
  '<p>Old row</p><script>window.__pwned=1</script><img src="x" onerror="window.__pwned=2">' +
  '<a href="javascript:alert(1)">js link</a><iframe src="https://evil.example/"></iframe>' +
  '<img src="https://images.example/a.jpg"><a href="https://ok.example/">ok link</a>';
const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Gazette</title></head><body><div id="root"></div></body></html>';

function expectInert(body: string) {
  expect(body).toContain('Old row');
  expect(body).not.toMatch(/<script|onerror|javascript:|<iframe/i);
  // The policy's own marks: links open without an opener, images load lazily without a referrer.
  expect(body).toContain(
    '<a href="https://ok.example/" target="_blank" rel="noopener noreferrer">ok link</a>',
  );
  expect(body).toMatch(
    /<img src="https:\/\/images\.example\/a\.jpg" loading="lazy"[^>]*referrerpolicy="no-referrer">/,
  );
}

describe('article bodies sanitized where they enter', () => {
  let entry: ViteEntry;
  let t: TestApp;
  let db: Database.Database;
  let ids: string[];

  beforeAll(async () => {
    entry = await viteEntry();
    t = await createTestApp({ render: { entry: entry.load, budgetMs: 2_000, firstByteMs: 2_000 } });
    mkdirSync(join(t.dir, 'dist', 'assets'), { recursive: true });
    writeFileSync(join(t.dir, 'dist', 'index.html'), INDEX);
    db = new Database(join(t.dir, 'gazette.db'));
    const { body } = await getJson(t.app, '/mediaApi/v1.0/content/?sortBy=newest&limit=3');
    ids = (body as { content: { contentId: string }[] }).content.map((item) => item.contentId);
  }, 60_000);
  afterAll(async () => {
    db.close();
    await t.close();
    await entry.vite.close();
  });

  /** Writes `body` straight into SQLite for a story, with the marker given (NULL: a row from before). */
  const store = (contentId: string, body: string, sanitizedFor: string | null) =>
    db
      .prepare(
        'UPDATE content_body SET body = ?, sanitized_for = ? WHERE seq = (SELECT seq FROM content WHERE content_id = ?)',
      )
      .run(body, sanitizedFor, contentId);

  it('stores the seed’s hostile embeds already sanitized, marked with the origin they were judged for', async () => {
    const rows = db
      .prepare(
        "SELECT b.body, b.sanitized_for FROM content_body b JOIN content_tag t ON t.seq = b.seq WHERE t.tag = 'embed'",
      )
      .all() as { body: string; sanitized_for: string }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.sanitized_for).toBe(ANY_HTTP_ORIGIN);
      expect(row.body).toContain('social.example');
      expect(row.body).not.toMatch(/<script|onerror|javascript:/i);
    }
  });

  it('stores every generated body as the policy leaves it: sanitizing it again changes nothing', async () => {
    // The seed writes its own markup in the policy's form and sends only the pasted embeds through it.
    const { storyPublisher } = await import('./seed');
    storyPublisher(db as never)(1_767_200_000);
    const rows = db.prepare('SELECT body FROM content_body').all() as { body: string }[];
    expect(rows.length).toBeGreaterThan(100);
    const policy = bodySanitizer(undefined);
    const changed = rows.filter(({ body }) => policy.sanitize(body) !== body);
    expect(changed.map(({ body }) => body.slice(0, 300))).toEqual([]);
  });

  it('never serves a row written before (no marker) as stored: the API and the page sanitize it', async () => {
    const [id] = ids;
    store(id!, HOSTILE, null);
    const { status, body } = await getJson(t.app, `/mediaApi/v1.0/content/${id}`);
    expect(status).toBe(200);
    expectInert((body as { body: string }).body);
    const page = await t.app.inject({ url: `/article/${id}`, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    const article = /data-testid="article-body"[^>]*>([\s\S]*?)<\/div>/.exec(page.body)?.[1] ?? '';
    expectInert(article);
    expect(page.body).not.toMatch(/window\.__pwned|javascript:alert/);
  });

  it('sanitizes again a row judged for another origin', async () => {
    const id = ids[1]!;
    store(id, HOSTILE, 'https://elsewhere.example');
    const { body } = await getJson(t.app, `/mediaApi/v1.0/content/${id}`);
    expectInert((body as { body: string }).body);
  });

  it('writes a newsroom story sanitized and marked', async () => {
    const { storyPublisher } = await import('./seed');
    const story = storyPublisher(db as never)(1_767_300_000);
    const row = db.prepare('SELECT sanitized_for FROM content_body WHERE seq = ?').get(story.seq) as {
      sanitized_for: string;
    };
    expect(row.sanitized_for).toBe(ANY_HTTP_ORIGIN);
    const { body } = await getJson(t.app, `/mediaApi/v1.0/content/${story.contentId}`);
    expect((body as { body: string }).body).toContain('rel="noopener noreferrer"');
  });
});
