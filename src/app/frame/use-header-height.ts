// Keeps `--header-height` on the root element equal to the sticky header's height, so
// `scroll-padding-top` (src/index.css) keeps focused elements and anchors out from under it.
import { useLayoutEffect, useRef } from 'react';

export function useHeaderHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const header = ref.current;
    if (!header) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--header-height', `${header.offsetHeight}px`);
    });
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, []);
  return ref;
}
