// Keeps the page's `scroll-padding-top` just below the sticky header's height, so focused elements and
// anchors stop out from under it (src/index.css has the phone's figure until the app runs). Set as the
// property itself on <html>, not as an inherited custom property: a custom property on the root restyles
// the whole document (~8 ms of a desktop's main thread on a list page, inside hydration's commit).
import { useLayoutEffect, useRef } from 'react';

export function useHeaderHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const header = ref.current;
    if (!header) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const padding = `calc(${header.offsetHeight}px + 0.5rem)`;
      if (root.style.scrollPaddingTop !== padding) root.style.scrollPaddingTop = padding;
    });
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-top');
    };
  }, []);
  return ref;
}
