import { Link } from 'react-router-dom';
import { NeedsJavaScript } from '@/components/ui/needs-javascript';
import { EmptyState } from '@/components/ui/states';
import { StoryCard } from '@/features/feed/components/story-card';
import { savedStore } from '@/features/reading/store';
import { paths } from '@/lib/paths';
import { PageMeta } from '@/components/ui/page-meta';
import { uiMessages } from '@/components/ui/messages';
import { namespace, useMessages } from '@/lib/i18n';
import type { Messages } from './saved.en';

const messages = namespace<Messages>('app/routes/saved');

/** The stories the reader saved for later, newest save first; kept in this browser only. */
export function Component() {
  const t = useMessages(messages);
  const ui = useMessages(uiMessages);
  const saved = savedStore.use();
  return (
    <>
      <PageMeta title={t.title} noindex />
      <h1 className="mb-2 font-serif text-3xl font-bold sm:text-4xl">{t.title}</h1>
      <p className="mb-4 text-sm text-ink-muted">
        {t.intro}
        {/* On a phone the header's Views menu gives way to the tab bar: the views are reached from here. */}
        <Link className="ml-1 text-accent underline underline-offset-4 sm:hidden" to={paths.views()}>
          {t.views}
        </Link>
      </p>
      <NeedsJavaScript note={t.needsJavaScript}>
        {saved.length === 0 ? (
          <EmptyState title={t.empty}>
            <p>
              {t.how}{' '}
              <Link className="text-accent underline" to={paths.home()}>
                {ui.backToFront}
              </Link>
            </p>
          </EmptyState>
        ) : (
          <div role="feed" aria-label={t.list}>
            {saved.map((story, index) => (
              <StoryCard key={story.contentId} item={story} position={index + 1} setSize={saved.length} />
            ))}
          </div>
        )}
      </NeedsJavaScript>
    </>
  );
}
