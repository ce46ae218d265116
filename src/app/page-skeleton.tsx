import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { Shell } from './layout';

/** Shown while the first page's code arrives. */
export function PageSkeleton() {
  return (
    <Shell>
      <LoadingRegion label="Loading page">
        <Skeleton className="mb-6 h-9 w-48" />
        <Skeleton className="mb-3 h-24 w-full" />
        <Skeleton className="mb-3 h-24 w-full" />
      </LoadingRegion>
    </Shell>
  );
}
