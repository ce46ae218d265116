// The page's only script in the HTML (docs/decisions/0018, "Paint, then hydrate"). A rendered page is
// readable as it arrives; the app's code is fetched and run only after the browser has shown its first
// screen, so neither its download (which would share the connection with the stylesheet and the first
// pictures) nor its evaluation and hydration come before it. The stylesheet is imported here, not in the
// app, so it stays a render-blocking <link> in index.html: the first paint is styled.
import './index.css';
import { retryRefusedPictures } from './lib/picture-retry';

retryRefusedPictures();

/** Longest wait for the first contentful paint: a page with nothing to paint must still start. */
const PAINT_WAIT_MS = 3000;

/**
 * After the browser has reported the page's first contentful paint, i.e. the first screen is on the
 * screen, not merely a frame produced; at once when the page was not rendered or no frame will come.
 * A frame (`requestAnimationFrame`) can come before the contentful one while the streamed page is still
 * being parsed, and scripts asked for then compete with the first screen's pictures.
 */
function afterFirstScreen(): Promise<void> {
  const rendered = document.getElementById('gazette-state') !== null;
  if (!rendered || document.visibilityState === 'hidden') return Promise.resolve();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // rAF runs just before a frame is painted; the task queued from it runs just after.
    return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = setTimeout(done, PAINT_WAIT_MS);
    observer.observe({ type: 'paint', buffered: true });
  });
}

await afterFirstScreen();
// No zod and no contract schemas on the way (decision 0048): a rendered page's answers were checked by the
// server, and the client loads its checks with its first request of its own (src/api/client.ts). Before
// that, building the schemas was the largest part of evaluating the app's modules, done here in tasks of
// their own.
await import('./main');
