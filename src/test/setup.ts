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

afterEach(() => {
  cleanup();
  localStorage.clear();
});
