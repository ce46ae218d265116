import type { ReactNode } from 'react';
import { useRenderStatus } from '@/lib/render-status';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Button } from './button';
import { useInterfaceLanguage, useMessages } from '@/lib/i18n';
import { explainError } from './error-words';
import { uiMessages } from './messages';

export { describeError } from './error-words';

/**
 * A failed load, told to the reader: what they did not get and what to do, a "Try again" where asking
 * again can help (else the way back), and the technical detail behind a "Details" disclosure.
 */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useMessages(uiMessages);
  const { headline, advice, retryable, technical } = explainError(error, useInterfaceLanguage());
  const client = useQueryClient();
  const retry = () => {
    // "Try again" means everything that failed: a failure no part of the page shows yet (a loader's
    // request for a section that appears once this one loads) is forgotten, so it is asked afresh.
    client.removeQueries({
      predicate: (query) => query.state.status === 'error' && query.getObserversCount() === 0,
    });
    onRetry?.();
  };
  return (
    <div role="alert" className="rounded-lg border border-accent/30 bg-accent-soft p-6 text-ink">
      <p className="font-serif text-lg font-semibold">{headline}</p>
      <p className="mt-1 text-ink-soft">{advice}</p>
      {onRetry && retryable ? (
        <Button className="mt-4" onClick={retry}>
          {t.tryAgain}
        </Button>
      ) : (
        <p className="mt-4">
          <Link className="font-medium text-accent underline underline-offset-4" to="/">
            {t.backToFront}
          </Link>
        </p>
      )}
      <details className="mt-4 text-sm text-ink-soft">
        <summary className="cursor-pointer font-medium text-ink">{t.details}</summary>
        <ul className="mt-2 space-y-1 break-words">
          {technical.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-rule p-8 text-center">
      <p className="font-serif text-lg font-semibold">{title}</p>
      {children && <div className="mt-2 text-sm text-ink-soft">{children}</div>}
    </div>
  );
}

/** The body of a not-found page; the page supplies its own heading level context. */
export function NotFoundMessage({ what, children }: { what: string; children?: ReactNode }) {
  useRenderStatus(404);
  const t = useMessages(uiMessages);
  return (
    <div className="py-10">
      <h1 className="font-serif text-3xl font-bold">{t.notFound}</h1>
      <p className="mt-3 text-ink-soft">{what}</p>
      {children}
      <p className="mt-6">
        <Link className="font-medium text-accent underline underline-offset-4" to="/">
          {t.backToFront}
        </Link>
      </p>
    </div>
  );
}
