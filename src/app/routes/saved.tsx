import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/states';
import { StoryCard } from '@/features/feed/components/story-card';
import { savedStore } from '@/features/reading/store';
import { paths } from '@/lib/paths';
import { PageMeta } from '@/components/ui/page-meta';

/** The stories the reader saved for later, newest save first; kept in this browser only. */
export function Component() {
  const saved = savedStore.use();
  return (
    <>
      <PageMeta title="Saved" noindex />
      <h1 className="mb-2 font-serif text-3xl font-bold sm:text-4xl">Saved</h1>
      <p className="mb-4 text-sm text-ink-muted">
        Stories you saved for later. They are kept in this browser only, never sent to the server.
      </p>
      {saved.length === 0 ? (
        <EmptyState title="Nothing saved yet">
          <p>
            Press the bookmark beside a story to keep it here.{' '}
            <Link className="text-accent underline" to={paths.home()}>
              Back to the front page
            </Link>
          </p>
        </EmptyState>
      ) : (
        <div role="feed" aria-label="Saved stories">
          {saved.map((story, index) => (
            <StoryCard key={story.contentId} item={story} position={index + 1} setSize={saved.length} />
          ))}
        </div>
      )}
    </>
  );
}
