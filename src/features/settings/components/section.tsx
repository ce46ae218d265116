import { useId, type ReactNode } from 'react';

/** One titled block of the settings page (a region named by its title). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-rule bg-paper-raised p-5">
      <h2 id={titleId} className="font-serif text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}
