import { NotFoundPage } from '@/components/ui/page-states';

export function Component() {
  return <NotFoundPage title="Not found" what="There is no page at this address." />;
}
