import { NeedsJavaScript } from '@/components/ui/needs-javascript';
import { PageMeta } from '@/components/ui/page-meta';
import { namespace, useMessages } from '@/lib/i18n';
import { ViewsManager } from '@/features/views/components/views-manager';
import { canonicalFeed, describeFeed, viewHref } from '../saved-views';
import type { Messages } from './views.en';

const messages = namespace<Messages>('app/routes/views');

export function Component() {
  const TEXT = useMessages(messages);
  return (
    <>
      <PageMeta title={TEXT.title} noindex />
      <h1 className="mb-2 font-serif text-3xl font-bold sm:text-4xl">{TEXT.title}</h1>
      <p className="mb-6 max-w-3xl text-sm text-ink-muted">{TEXT.intro}</p>
      <NeedsJavaScript note={TEXT.needsJavaScript}>
        <ViewsManager hrefOf={viewHref} canonical={canonicalFeed} describe={describeFeed} />
      </NeedsJavaScript>
    </>
  );
}
