import { afterEach } from 'vitest';
import { provideAllCatalogues } from '@/app/catalogues/all';

// Components under test speak any of the three languages (the browser loads one; src/app/catalogues/).
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
