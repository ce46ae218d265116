import { afterEach, vi } from 'vitest';

// The `app` project runs its files one after another in one worker and one jsdom (`isolate: false`,
// docs/decisions/0042-a-suite-in-ten-minutes.md): building a jsdom per file cost more than the tests.
// Each file still starts as it would alone. This file runs again before each test file, and first:
// - forgets every module the previous file evaluated (what Vitest does between files when it isolates
//   them), so module-level state — stores' snapshots, the config, the API client, reader hints, toasts,
//   catalogues — is each module's initial state again. Packages from node_modules (React, the testing
//   tools) are Node's own imports and stay loaded; they keep no state a test relies on.
// - lets the previous file's page leave (`pagehide`), so what waited for that or for an idle moment (the
//   preferences' deferred write, src/lib/reader-hints.ts) happens now, not on a timer in the next file's
//   tests;
// - puts the page back as a new jsdom has it: address, cookies, storage, <html>'s attributes, head, body.
if (typeof window !== 'undefined') window.dispatchEvent(new Event('pagehide'));
vi.resetModules();
resetPage();

// Components under test speak any of the three languages (the browser loads one; src/app/catalogues/).
// Imported after the reset, so the catalogues go to the modules the test file will import.
const { provideAllCatalogues } = await import('@/app/catalogues/all');
provideAllCatalogues();

// Files that test no DOM run in Node (a `// @vitest-environment node` first line): no jsdom is built for
// them, and nothing of the DOM's testing tools is loaded (docs/decisions/0042-a-suite-in-ten-minutes.md).
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');

  // `findBy…` and `waitFor` wait for a condition; on a loaded machine (the suite shares two cores with the
  // server tests) a second is not always enough for a render that awaits the real server. Waiting longer
  // changes nothing when the condition holds and only delays the report when it does not.
  configure({ asyncUtilTimeout: 5000 });

  // jsdom has no ResizeObserver; the header and the feed list measure themselves with one. An inert
  // stand-in: jsdom lays nothing out, so there is nothing to observe.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };

  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
}

/** The shared jsdom as a new one is: the first file's address, no cookie, empty storage and document. */
function resetPage(): void {
  if (typeof document === 'undefined') return;
  const state = globalThis as { gazetteFirstAddress?: string };
  state.gazetteFirstAddress ??= location.href;
  if (location.href !== state.gazetteFirstAddress) history.replaceState(null, '', state.gazetteFirstAddress);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  localStorage.clear();
  sessionStorage.clear();
  const html = document.documentElement;
  for (const { name } of [...html.attributes]) html.removeAttribute(name);
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
}
