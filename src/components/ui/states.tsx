import { useEffect, useState, type ReactNode } from 'react';
import { ApiError } from '@/api/client';
import { useHydrated } from '@/lib/hydrated';
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
  const { headline, advice, retryable, technical } = explainError(
    error,
    useInterfaceLanguage(),
    useWaitLeft(error),
  );
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

/**
 * What is left of the wait a busy answer named (`Retry-After`), in whole seconds, counting down once a
 * second; the app has already waited it out by itself a few times before it shows the panel. Until
 * hydrated it is the whole wait, as the server rendered it.
 */
function useWaitLeft(error: unknown): number | undefined {
  const hydrated = useHydrated();
  const wait = error instanceof ApiError ? error.retryAfterSeconds : undefined;
  // The clock is read in the timer, never in the render: the time of the last tick, for this error.
  const [clock, setClock] = useState<{ error: unknown; now: number }>();
  const now = clock && clock.error === error ? clock.now : undefined;
  const waitLeft =
    error instanceof ApiError && wait !== undefined && now !== undefined
      ? Math.min(wait, Math.max(0, Math.ceil(wait - (now - error.receivedAt) / 1000)))
      : wait;
  useEffect(() => {
    if (!hydrated || !waitLeft) return;
    const timer = setTimeout(() => setClock({ error, now: Date.now() }), 1000);
    return () => clearTimeout(timer);
  }, [hydrated, waitLeft, error, clock]);
  return waitLeft;
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
