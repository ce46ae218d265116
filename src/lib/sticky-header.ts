// The page's header stays at the top of the window; what is "at the top" for scroll memory and
// anchors is what lies just below it. Read at the moment of measuring, never kept: its height
// changes with the window's width (the section links wrap).

/** How much of the window's top the sticky header (`<header data-sticky-header>`) covers now, in CSS pixels (0 without one). */
export function stickyHeaderInset(): number {
  if (typeof document === 'undefined') return 0;
  const header = document.querySelector('[data-sticky-header]');
  return header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
}
