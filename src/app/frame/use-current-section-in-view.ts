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
    // The line's own padding stays beside the section, as at either end of the line.
    const inset = parseFloat(getComputedStyle(row).paddingInlineEnd) || 0;
    if (section.right > line.right - inset) row.scrollLeft += section.right - line.right + inset;
    else if (section.left < line.left + inset) row.scrollLeft -= line.left + inset - section.left;
  }, [pathname]);
  return ref;
}
