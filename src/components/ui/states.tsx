import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '@/api/client';
import { Button } from './button';

/** What went wrong, in words a reader understands, for any error the app can meet. */
export function describeError(error: unknown): { title: string; detail: string } {
  if (error instanceof ApiError) {
    switch (error.kind) {
      case 'network':
        return {
          title:
            typeof navigator !== 'undefined' && !navigator.onLine
              ? 'You are offline'
              : 'Could not reach the server',
          detail: 'Check your connection and try again.',
        };
      case 'timeout':
        return { title: 'The server is taking too long', detail: error.message };
      case 'schema':
        return { title: 'The server sent an unexpected answer', detail: error.message };
      case 'http':
        if (error.status === 404) return { title: 'Not found', detail: error.message };
        if (error.status === 429) {
          const wait = error.retryAfterSeconds;
          return {
            title: 'Too many requests',
            detail:
              wait !== undefined ? `Please wait ${wait} seconds and try again.` : 'Please wait a moment.',
          };
        }
        if ((error.status ?? 0) >= 500)
          return { title: 'The server ran into a problem', detail: error.message };
        return { title: 'The request was refused', detail: error.message };
    }
  }
  return { title: 'Something went wrong', detail: error instanceof Error ? error.message : String(error) };
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { title, detail } = describeError(error);
  return (
    <div role="alert" className="rounded-lg border border-accent/30 bg-accent-soft p-6 text-ink">
      <p className="font-serif text-lg font-semibold">{title}</p>
      <p className="mt-1 text-sm text-ink-soft">{detail}</p>
      {onRetry && (
        <Button className="mt-4" onClick={onRetry}>
          Try again
        </Button>
      )}
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
  return (
    <div className="py-10">
      <h1 className="font-serif text-3xl font-bold">Not found</h1>
      <p className="mt-3 text-ink-soft">{what}</p>
      {children}
      <p className="mt-6">
        <Link className="font-medium text-accent underline underline-offset-4" to="/">
          Back to the front page
        </Link>
      </p>
    </div>
  );
}
