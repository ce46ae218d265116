/** A picture of a person, team or category, or its initials when there is none. */
export function Avatar({
  name,
  url,
  size,
  shape = 'round',
  eager = false,
  className = '',
}: {
  name: string;
  url: string | undefined;
  size: number;
  /** Round for people and categories, square for team logos. */
  shape?: 'round' | 'square';
  /** Above the fold (a page's header): load at once rather than lazily. */
  eager?: boolean;
  /** E.g. a smaller size on a phone (`max-sm:size-16!`: important, over the size set inline). */
  className?: string;
}) {
  const corners = shape === 'round' ? 'rounded-full' : 'rounded-lg';
  if (url) {
    return (
      <img
        src={url}
        alt=""
        width={size}
        height={size}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        style={{ width: size, height: size }}
        className={`shrink-0 border border-rule bg-paper-sunk ${corners} ${shape === 'round' ? 'object-cover' : 'object-contain p-1'} ${className}`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size, fontSize: size / 2.6 }}
      className={`inline-flex shrink-0 items-center justify-center border border-rule bg-paper-sunk font-serif font-semibold text-ink-soft ${corners} ${className}`}
    >
      {initials(name)}
    </span>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}
