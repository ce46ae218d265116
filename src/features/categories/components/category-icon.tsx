// A small drawn icon per category, keyed by its English name (the one name every language shares). The
// server's category images are generated initials, which say less than the name beside them.
import type { ReactNode } from 'react';

/** 24×24 outline drawings, stroked in the current colour. */
const DRAWINGS: Record<string, ReactNode> = {
  world: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
    </>
  ),
  politics: (
    <>
      <path d="M3 21h18M4 18h16M12 3 3.5 8h17L12 3Z" />
      <path d="M6 10.5V16M10 10.5V16M14 10.5V16M18 10.5V16" />
    </>
  ),
  business: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 12.5h18M11 12.5v2h2v-2" />
    </>
  ),
  technology: (
    <>
      <rect x="6" y="6" width="12" height="12" rx="1.5" />
      <rect x="9.5" y="9.5" width="5" height="5" />
      <path d="M9 2.5V6M15 2.5V6M9 18v3.5M15 18v3.5M2.5 9H6M2.5 15H6M18 9h3.5M18 15h3.5" />
    </>
  ),
  science: (
    <>
      <path d="M9.5 3h5M10.5 3v6.2L5 18.5A1.7 1.7 0 0 0 6.5 21h11a1.7 1.7 0 0 0 1.5-2.5L13.5 9.2V3" />
      <path d="M7.3 15h9.4" />
    </>
  ),
  health: (
    <>
      <path d="M12 20.5S3.5 15.6 3.5 9.4A4.4 4.4 0 0 1 12 7.2a4.4 4.4 0 0 1 8.5 2.2c0 6.2-8.5 11.1-8.5 11.1Z" />
      <path d="M6.5 12.5h3l1.5-2.5 2 5 1.5-2.5h3" />
    </>
  ),
  sports: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m12 7.5 4.3 3.1-1.6 5h-5.4l-1.6-5L12 7.5ZM12 3v4.5M20.6 9.2l-4.3 1.4M17.3 19.3l-2.6-3.7M6.7 19.3l2.6-3.7M3.4 9.2l4.3 1.4" />
    </>
  ),
  entertainment: (
    <>
      <rect x="3" y="9" width="18" height="12" rx="1.5" />
      <path d="m3.4 9 16.7-4.5-.8-2.9L2.6 6.1 3.4 9ZM7.7 4.8l2.2 3.2M12.9 3.4l2.2 3.2M10 12.5v5l4.5-2.5-4.5-2.5Z" />
    </>
  ),
  culture: (
    <>
      <path d="M12 3a9 9 0 0 0 0 18c1.2 0 1.8-.8 1.8-1.7 0-1.3-1.1-1.6-1.1-2.8 0-1 .8-1.7 1.8-1.7H17a4 4 0 0 0 4-4C21 6.5 17 3 12 3Z" />
      <circle cx="7.5" cy="11" r="1.2" />
      <circle cx="10" cy="7" r="1.2" />
      <circle cx="14.5" cy="7" r="1.2" />
    </>
  ),
  travel: (
    <path d="M10.2 20.5 12 19l-.6-5.2 5.3 3.3 1.2-1.2-4.2-5.6 4.3-4.3a1.8 1.8 0 0 0-2.5-2.5L11.2 7.8 5.6 3.6 4.4 4.8l3.3 5.3-3.6.4-1.6 1.8 4.2 1.2 1.2 4.2Z" />
  ),
  weather: (
    <>
      <path d="M8 3v1.5M3.8 4.8l1 1M2 9h1.5M12.2 4.8l-1 1M4.9 12.1A4 4 0 1 1 11.7 7" />
      <path d="M7.5 20.5a3.5 3.5 0 0 1-.3-7 5 5 0 0 1 9.6-1.2 4.1 4.1 0 0 1 .7 8.2h-10Z" />
    </>
  ),
  lifestyle: (
    <>
      <path d="M4 9h13v5a6 6 0 0 1-6 6h-1a6 6 0 0 1-6-6V9Z" />
      <path d="M17 10.5h1.5a2.5 2.5 0 0 1 0 5H16.5M8 2.5c-.8 1 .8 2-.1 3.5M12 2.5c-.8 1 .8 2-.1 3.5" />
    </>
  ),
};

/** Any other category: a folded newspaper. */
const NEWSPAPER = (
  <>
    <path d="M4 5h13v13a2 2 0 0 0 2 2H6a2 2 0 0 1-2-2V5Z" />
    <path d="M17 9h3v9a2 2 0 0 1-4 0M7.5 8.5h6M7.5 12h6M7.5 15.5h4" />
  </>
);

const keyOf = (categoryName: string) => categoryName.trim().toLowerCase();

function drawingOf(categoryName: string): ReactNode | undefined {
  return Object.hasOwn(DRAWINGS, keyOf(categoryName)) ? DRAWINGS[keyOf(categoryName)] : undefined;
}

/** Decorative: the category's name is always beside it. `size` in CSS pixels (the badge's side). */
export function CategoryIcon({ categoryName, size = 48 }: { categoryName: string; size?: number }) {
  return (
    <span
      aria-hidden="true"
      data-icon={drawingOf(categoryName) ? keyOf(categoryName) : 'news'}
      style={{ width: size, height: size }}
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-accent/10 text-accent"
    >
      <svg
        viewBox="0 0 24 24"
        width={Math.round(size * 0.55)}
        height={Math.round(size * 0.55)}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.7}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {drawingOf(categoryName) ?? NEWSPAPER}
      </svg>
    </span>
  );
}
