import { PageMeta } from '@/components/ui/page-meta';
import { ViewsManager } from '@/features/views/components/views-manager';
import { canonicalFeed, describeFeed, viewHref } from '../saved-views';

const TEXT = {
  title: 'Saved views',
  intro:
    'Feeds you saved with “Save view”, in the order the Views menu lists them. They are kept in this browser only, never sent to the server.',
};

export function Component() {
  return (
    <>
      <PageMeta title={TEXT.title} noindex />
      <h1 className="mb-2 font-serif text-3xl font-bold sm:text-4xl">{TEXT.title}</h1>
      <p className="mb-6 max-w-3xl text-sm text-ink-muted">{TEXT.intro}</p>
      <ViewsManager hrefOf={viewHref} canonical={canonicalFeed} describe={describeFeed} />
    </>
  );
}
