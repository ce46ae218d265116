import type { ReactNode } from 'react';
import { ErrorState, NotFoundMessage } from './states';
import { PageMeta } from '@/components/ui/page-meta';

/** A page whose subject does not exist: one heading, a title, and the way back. */
export function NotFoundPage({
  title,
  what,
  children,
}: {
  title: string;
  what: string;
  children?: ReactNode;
}) {
  return (
    <>
      <PageMeta title={title} description={what} noindex />
      <NotFoundMessage what={what}>{children}</NotFoundMessage>
    </>
  );
}

/** A page whose subject could not be loaded: says what happened and offers a retry. */
export function FailedPage({
  heading,
  error,
  onRetry,
}: {
  heading: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <>
      <PageMeta title={heading} noindex />
      <h1 className="mb-4 font-serif text-3xl font-bold">{heading}</h1>
      <ErrorState error={error} onRetry={onRetry} />
    </>
  );
}
