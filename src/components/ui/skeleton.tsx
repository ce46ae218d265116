/** A grey placeholder that keeps the shape of what is loading, so nothing jumps when it arrives. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded bg-paper-sunk ${className}`} />;
}

/** Announces loading once to assistive technology while skeletons show. */
export function LoadingRegion({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
