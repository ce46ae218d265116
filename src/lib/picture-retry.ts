// A picture the server turned away while busy (503 with Retry-After: the event loop lagging, or the image
// queue full) is asked for once more a moment later, instead of staying a broken picture: an <img> never
// asks again by itself. One listener for the whole document (an image's `error` does not bubble, so it is
// caught on its way down), installed by the boot script before the app, and a look at the pictures that
// already failed before it was installed.

/** The server's Retry-After for a shed picture (server/app.ts). */
const RETRY_AFTER_MS = 2000;

/** Pictures Gazette serves (a story's, a person's, a comic's); other images are not retried. */
function isOwnPicture(image: HTMLImageElement): boolean {
  const source = image.currentSrc || image.src;
  if (source === '') return false;
  const url = new URL(source, document.baseURI);
  return url.origin === location.origin && url.pathname.startsWith('/media/');
}

export function retryRefusedPictures(doc: Document = document): void {
  const retried = new WeakSet<HTMLImageElement>();
  const retry = (image: HTMLImageElement) => {
    if (retried.has(image) || !isOwnPicture(image)) return;
    retried.add(image);
    setTimeout(() => {
      // Setting a source again makes the browser fetch it again (a refused answer is never kept: it is
      // sent `no-store`); React sees the same attributes it rendered.
      const srcset = image.getAttribute('srcset');
      if (srcset) image.setAttribute('srcset', srcset);
      const src = image.getAttribute('src');
      if (src) image.setAttribute('src', src);
    }, RETRY_AFTER_MS);
  };
  doc.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) retry(event.target);
    },
    true,
  );
  for (const image of Array.from(doc.images)) {
    if (image.complete && image.naturalWidth === 0) retry(image);
  }
}
