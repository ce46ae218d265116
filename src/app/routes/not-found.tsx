import { NotFoundMessage } from '@/components/ui/states';

export function Component() {
  return (
    <>
      <title>Not found · Gazette</title>
      <NotFoundMessage what="There is no page at this address." />
    </>
  );
}
