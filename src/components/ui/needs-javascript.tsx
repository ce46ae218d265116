// What only the app can show — the reader's own follows, saved stories, settings, all kept by the
// browser — in a browser that runs no scripts: a note saying so, instead of a skeleton that never ends
// or an empty list that is not empty. With scripts on, the note is never shown (React renders nothing
// of <noscript> in the browser) and the content is there as always.
import type { ReactNode } from 'react';

export function NeedsJavaScript({
  note,
  children,
  className = '',
}: {
  /** Why it is not shown, and what would show it. */
  note: ReactNode;
  children: ReactNode;
  /** The content's own box (it sits in one element, hidden without scripts). */
  className?: string;
}) {
  return (
    <>
      <noscript>
        <p className="max-w-3xl rounded-md border border-rule bg-paper-sunk px-4 py-3">{note}</p>
      </noscript>
      <div className={`noscript:hidden ${className}`}>{children}</div>
    </>
  );
}
