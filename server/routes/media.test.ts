import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryListSchema, comicListSchema, contentListSchema } from '../../contract/schemas';
import { createTestApp, getJson, type TestApp } from '../test-support';

describe('media', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const image = async (url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBeDefined();
    return { res, meta: await sharp(res.rawPayload).metadata() };
  };

  it('serves a thumbnail from the ladder: the answer reports the step it serves, cached after the first render', async () => {
    const query = 'limit=1&thumbImgWidth=137&thumbImgHeight=91&thumbImgQuality=33';
    const item = contentListSchema.parse((await getJson(t.app, `/mediaApi/v1.0/content?${query}`)).body)
      .content[0];
    // 137 → 120, 91 → 96, 33 → 30: the nearest steps; the fields describe exactly what the URL serves.
    expect(item?.images?.mainImageThumbnail).toMatchObject({ width: 120, height: 96, quality: 30 });
    const url = String(item?.images?.mainImageThumbnail?.url);
    expect(url).toMatch(/thumb-120x96-q30\.jpg$/);
    const first = await image(url);
    expect(first.meta).toMatchObject({ width: 120, height: 96, format: 'jpeg' });
    const second = await image(url);
    expect(second.res.rawPayload.equals(first.res.rawPayload)).toBe(true);
    const high = await image(url.replace('q30', 'q90'));
    expect(high.res.rawPayload.length).toBeGreaterThan(first.res.rawPayload.length);
    const revalidated = await t.app.inject({
      url,
      headers: { 'if-none-match': String(first.res.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    // A size off the ladder is never rendered: it is sent to its step.
    const off = await t.app.inject({ url: url.replace('thumb-120x96-q30', 'thumb-137x91-q33') });
    expect(off.statusCode).toBe(301);
    expect(off.headers.location).toBe(url);
  });

  it('sends a photograph as WebP, about half the bytes, to a browser that takes it, and JPEG to anyone else', async () => {
    const item = contentListSchema.parse(
      (await getJson(t.app, '/mediaApi/v1.0/content?limit=1&thumbImgWidth=960&thumbImgHeight=600')).body,
    ).content[0];
    // What Chromium sends for an <img>.
    const browser = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    for (const url of [String(item?.images?.mainImageThumbnail?.url), String(item?.images?.mainImage?.url)]) {
      const jpeg = await t.app.inject({ url });
      const webp = await t.app.inject({ url, headers: { accept: browser } });
      const refused = await t.app.inject({ url, headers: { accept: 'image/webp;q=0, image/*' } });
      expect(jpeg.headers['content-type'], url).toBe('image/jpeg');
      expect(refused.headers['content-type'], url).toBe('image/jpeg');
      expect(webp.headers['content-type'], url).toBe('image/webp');
      expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp');
      expect(webp.rawPayload.length).toBeLessThan(jpeg.rawPayload.length * 0.75);
      // One URL, two answers: caches must key them by Accept, and each has its own validator.
      expect(jpeg.headers.vary).toBe('Accept');
      expect(webp.headers.vary).toBe('Accept');
      expect(webp.headers.etag).not.toBe(jpeg.headers.etag);
      const revalidated = await t.app.inject({
        url,
        headers: { accept: browser, 'if-none-match': String(webp.headers.etag) },
      });
      expect(revalidated.statusCode).toBe(304);
      const other = await t.app.inject({ url, headers: { 'if-none-match': String(webp.headers.etag) } });
      expect(other.statusCode).toBe(200);
    }
    // A logo is a flat drawing: PNG whatever the browser takes.
    const logo = await t.app.inject({ url: String(item?.contentSourceLogo), headers: { accept: browser } });
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers.vary).toBeUndefined();
  });

  it('serves every image the data refers to', async () => {
    const items = contentListSchema.parse(
      (await getJson(t.app, '/mediaApi/v1.0/content?limit=30')).body,
    ).content;
    const withExtra = items.find((i) => (i.images?.additionalImages?.length ?? 0) > 0) ?? items[0];
    const main = await image(String(withExtra?.images?.mainImage?.url));
    expect(main.meta.width).toBe(withExtra?.images?.mainImage?.width);
    expect(main.meta.height).toBe(withExtra?.images?.mainImage?.height);
    for (const extra of withExtra?.images?.additionalImages ?? []) await image(extra.url);
    // A provider's logo is drawn at 16 px beside its name: sent at 64, not at the 256 of a person's picture.
    const logo = await image(String(items[0]?.contentSourceLogo));
    expect(logo.meta).toMatchObject({ width: 64, height: 64, format: 'png' });
    const categories = categoryListSchema.parse(
      (await getJson(t.app, '/mediaApi/v1.0/category')).body,
    ).categories;
    await image(String(categories[0]?.imageUrl));
    const person = items.flatMap((i) => i.persons ?? [])[0];
    await image(`/media/persons/${person?.id}.png`);
    const comics = comicListSchema.parse(
      (await getJson(t.app, '/mediaApi/v1.0/mid/comics?limit=7')).body,
    ).comics;
    for (const comic of comics.slice(0, 2)) {
      const { meta } = await image(comic.imageURL);
      expect([meta.width, meta.height]).toEqual([comic.width, comic.height]);
    }
  });

  it.each([
    ['/media/content/00000000-0000-4000-8000-000000000000/main.jpg', 404],
    ['/media/categories/999.png', 404],
    ['/media/persons/Q1.png', 404],
    ['/media/nothing/x.png', 404],
  ])('%s → %i', async (url, status) => {
    expect((await t.app.inject({ url })).statusCode).toBe(status);
  });

  it('never serves files outside the cache for traversal attempts', async () => {
    for (const url of ['/media/comics/..%2f..%2fgazette.db', '/media/content/..%2f..%2f/main.jpg']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
    }
  });

  it('rejects out-of-range thumbnail sizes with a 400', async () => {
    const item = contentListSchema.parse((await getJson(t.app, '/mediaApi/v1.0/content?limit=1')).body)
      .content[0];
    const res = await t.app.inject({ url: `/media/content/${item?.contentId}/thumb-5000x10-q80.jpg` });
    expect(res.statusCode).toBe(400);
  });
});
