import { useEffect } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { ApiError } from '@/api/client';
import { isModuleLoadFailure } from '@/components/ui/error-words';
import { ErrorState, NotFoundMessage } from '@/components/ui/states';
import { useMessages } from '@/lib/i18n';
import { Shell } from './layout';
import { frameMessages } from './messages';

/** Catches what a page could not handle itself: a 404 reads as "not found", anything else offers a retry. */
export function RouteError() {
  const t = useMessages(frameMessages);
  const error = useRouteError();
  const navigate = useNavigate();
  const notFound =
    (isRouteErrorResponse(error) && error.status === 404) || (error instanceof ApiError && error.isNotFound);
  const pageCodeMissing = isModuleLoadFailure(error);

  // A page whose code could not be fetched offline opens by itself when the connection is back.
  useEffect(() => {
    if (!pageCodeMissing) return;
    const reload = () => navigate(0);
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [pageCodeMissing, navigate]);

  return (
    <Shell>
      {notFound ? (
        <NotFoundMessage what={t.noPageHere} />
      ) : (
        <>
          <h1 className="mb-4 font-serif text-3xl font-bold">{t.pageFailed}</h1>
          <ErrorState error={error} onRetry={() => navigate(0)} />
        </>
      )}
    </Shell>
  );
}
