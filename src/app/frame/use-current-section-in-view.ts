import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * On a phone the header's sections are one line scrolled sideways (layout.tsx): when the page changes,
 * the current section is brought into that line's view, so the reader sees where they are (Settings is
 * past the edge of a 390 px screen). Only the line scrolls, never the page; where the sections wrap
 * (wider windows) there is nothing to scroll. After the paint: it reads layout, so not in hydration's
 * commit.
 */
export function useCurrentSectionInView<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const row = ref.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    const line = row.getBoundingClientRect();
    const section = current.getBoundingClientRect();
    // Clear of the line's ends by its scroll padding, as the browser scrolls a focused link in.
    const style = getComputedStyle(row);
    const end = parseFloat(style.scrollPaddingInlineEnd) || 0;
    const start = parseFloat(style.scrollPaddingInlineStart) || 0;
    if (section.right > line.right - end) row.scrollLeft += section.right - line.right + end;
    else if (section.left < line.left + start) row.scrollLeft -= line.left + start - section.left;
  }, [pathname]);
  return ref;
}
