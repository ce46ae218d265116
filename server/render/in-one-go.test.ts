// A page rendered in one go (src/render-in-one-go.ts): the same markup as React's stream when nothing waits,
// and nothing at all — so the stream renders it — when a part waits for its code or fails.
import { Writable } from 'node:stream';
import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderInOneGo } from '../../src/render-in-one-go';

/** React's stream of `element` as the server renders a page: every boundary inline, gathered at its end. */
function streamed(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(out),
      onShellError: reject,
      onError: () => undefined,
    });
  });
}

const h = createElement;

/** A page's shape: hoisted head tags, a heading, Suspense boundaries (hydrated in parts) holding stories. */
function Page({ Part = () => h('p', null, 'in place') }: { Part?: ComponentType }) {
  return h(
    'main',
    null,
    h('title', null, 'Front page · Gazette'),
    h('meta', { name: 'description', content: 'The newest <stories> & more' }),
    h('link', { rel: 'canonical', href: 'https://example.test/' }),
    h('h1', null, 'Front page'),
    h(
      Suspense,
      { fallback: h('p', null, 'Loading…') },
      h('article', null, h('h2', null, 'A story')),
      h(Part),
    ),
    h(Suspense, { fallback: null }, h('div', { dangerouslySetInnerHTML: { __html: '<p>A body</p>' } })),
  );
}

describe('a page rendered in one go', () => {
  it('is the markup React’s stream writes when nothing waits: hoisted tags first, boundaries in place', async () => {
    const element = h(Page);
    const html = renderInOneGo(element);
    expect(html).toBeDefined();
    expect(html).toMatch(/^<title>Front page · Gazette<\/title><meta name="description"/);
    expect(html).toContain('<!--$--><article><h2>A story</h2></article><p>in place</p><!--/$-->');
    expect(html).toBe(await streamed(element));
  });

  it('is not made while a part’s code is still loading: the stream waits for it and writes it in place', async () => {
    let loaded: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (loaded = resolve));
    const Part = lazy(async () => {
      await arrived;
      return { default: () => h('p', null, 'loaded later') };
    });
    const element = h(Page, { Part });
    expect(renderInOneGo(element)).toBeUndefined();
    const stream = streamed(element);
    loaded();
    const html = await stream;
    expect(html).toContain('<p>loaded later</p>');
    expect(html).not.toContain('Loading…');
    // Once the code is in, the page is made in one go again, the same as the stream's.
    expect(renderInOneGo(element)).toBe(html);
  });

  it('is not made when a part fails (the stream reports it) or waits outside any boundary', () => {
    const Failing = () => {
      throw new Error('a part failed');
    };
    expect(renderInOneGo(h(Page, { Part: Failing }))).toBeUndefined();
    const Waiting = lazy(() => new Promise<{ default: ComponentType }>(() => undefined));
    expect(renderInOneGo(h('main', null, h(Waiting)))).toBeUndefined();
  });
});
