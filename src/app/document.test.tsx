// The browser hydrates the server's document without a mismatch: the ids `useId` makes in its root element
// are the ones the server wrote in the whole document.
import { act, useId } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { InDocument, PageDocument } from './document';

function Field() {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>Search</label>
      <input id={id} />
    </p>
  );
}

const app = (
  <main>
    <Field />
    <Field />
  </main>
);

function serverPage() {
  const html = renderToString(
    <PageDocument
      head={{ language: 'en', preloads: [] }}
      assets={{ scripts: [], stylesheets: [], modulepreloads: [] }}
      config={{ apiBaseUrl: '', features: { teamFollow: false } }}
      state="{}"
    >
      {app}
    </PageDocument>,
  );
  return /<div id="root">([\s\S]*?)<\/div><script/.exec(html)![1]!;
}

async function hydrated(root: HTMLElement, element: React.ReactNode) {
  const errors: unknown[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  await act(async () => {
    hydrateRoot(root, element, { onRecoverableError: (error) => errors.push(error) });
  });
  spy.mockRestore();
  return errors;
}

describe('the page’s document', () => {
  it('is hydrated in its root element with the ids the server wrote', async () => {
    const root = document.createElement('div');
    root.innerHTML = serverPage();
    const ids = [...root.querySelectorAll('input')].map((input) => input.id);
    expect(new Set(ids).size).toBe(2);
    expect(await hydrated(root, <InDocument>{app}</InDocument>)).toEqual([]);
    expect([...root.querySelectorAll('input')].map((input) => input.id)).toEqual(ids);
  });

  it('would not be without its place in the document (the control)', async () => {
    const root = document.createElement('div');
    root.innerHTML = serverPage();
    expect(await hydrated(root, app)).not.toEqual([]);
  });
});
