import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { useMessages } from '@/lib/i18n';
import { Shell } from './layout';
import { frameMessages } from './messages';

/** Shown while the first page's code arrives. */
export function PageSkeleton() {
  const t = useMessages(frameMessages);
  return (
    <Shell>
      <LoadingRegion label={t.loadingPage}>
        <Skeleton className="mb-6 h-9 w-48" />
        <Skeleton className="mb-3 h-24 w-full" />
        <Skeleton className="mb-3 h-24 w-full" />
      </LoadingRegion>
    </Shell>
  );
}
