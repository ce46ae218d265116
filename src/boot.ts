// The page's only script in the HTML (docs/decisions/0018, "Paint, then hydrate"). A rendered page is
// readable as it arrives; the app's code is fetched and run only after the browser has painted it, so
// neither its download (which would share the connection with the stylesheet) nor its evaluation and
// hydration come before the first screen. The stylesheet is imported here, not in the app, so it stays a
// render-blocking <link> in index.html: the first paint is styled.
import './index.css';

/** After the next frame has been painted; at once when the page was not rendered or no frame will come. */
function afterFirstPaint(): Promise<void> {
  const rendered = document.getElementById('gazette-state') !== null;
  if (!rendered || document.visibilityState === 'hidden') return Promise.resolve();
  // rAF runs just before the frame is painted; the task queued from it runs just after.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

await afterFirstPaint();
await import('./main');
