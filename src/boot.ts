// The page's only script in the HTML (docs/decisions/0018, "Paint, then hydrate"). A rendered page is
// readable as it arrives; the app's code is fetched and run only after the browser has shown its first
// screen, so neither its download (which would share the connection with the stylesheet and the first
// pictures) nor its evaluation and hydration come before it. The stylesheet is imported here, not in the
// app, so it stays a render-blocking <link> in index.html: the first paint is styled.
import './index.css';

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

/**
 * Lets the browser paint and handle input between two pieces of start-up work. (src/lib/tasks.ts has the
 * app's own; importing it here would be one more chunk fetched before the first paint.)
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await afterFirstScreen();
// The contract's schemas first, in tasks of their own: building them (zod) is the largest part of
// evaluating the app's modules, and all of it in one task blocked the page for 150–300 ms on a 4×-slowed
// phone. The answers' schemas, the parameters' and the operations' table are asked for together (fetched
// at once) and each is evaluated when it arrives, in its own task; the app's imports then find them ready.
await Promise.all([import('@contract/schemas'), import('@contract/params'), import('@contract/operations')]);
await nextTask();
await import('./main');
