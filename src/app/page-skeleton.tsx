import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { Masthead } from './layout';

/** Shown while the first page's code arrives. */
export function PageSkeleton() {
  return (
    <div className="flex min-h-dvh flex-col">
      <Masthead />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        <LoadingRegion label="Loading page">
          <Skeleton className="mb-6 h-9 w-48" />
          <Skeleton className="mb-3 h-24 w-full" />
          <Skeleton className="mb-3 h-24 w-full" />
        </LoadingRegion>
      </main>
    </div>
  );
}
