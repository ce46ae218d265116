import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait for a condition; on a loaded machine (the suite shares two cores with the
// server tests) a second is not always enough for a render that awaits the real server. Waiting longer
// changes nothing when the condition holds and only delays the report when it does not.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no ResizeObserver; the header and the feed list measure themselves with one. An inert stand-in:
// jsdom lays nothing out, so there is nothing to observe.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// The app project runs its files one after another in one jsdom per worker (`isolate: false` in
// vite.config.ts: setting up jsdom per file cost more than the tests). So each test leaves the page as it
// found it: no rendered tree, nothing kept in either storage, no cookie, no attribute on <html>.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  const root = document.documentElement;
  for (const { name } of [...root.attributes]) root.removeAttribute(name);
  root.removeAttribute('style');
});
