import { useNavigate } from 'react-router-dom';
import { showToast } from '@/components/ui/toast';
import { paths } from '@/lib/paths';
import { findView, removeView, restoreView, saveView, viewsStore, type ViewFeed } from '../store';
import { namespace, useMessages } from '@/lib/i18n';
import type { Messages } from './save-view-button.en';

const messages = namespace<Messages>('features/views/components/save-view-button');

/** Rename state for the views page: which view opens with its name field. */
export interface RenameViewState {
  renameView: string;
}

/**
 * "Save view", a toggle: one press saves the feed on screen under its title (pressed = saved); pressing
 * it again removes the view, with Undo. Until the app runs it shows unpressed: the server cannot know.
 */
export function SaveViewButton({ feed, name }: { feed: ViewFeed; name: string }) {
  const TEXT = useMessages(messages);
  const navigate = useNavigate();
  const saved = findView(viewsStore.use(), feed);
  const toggle = () => {
    if (saved) {
      const removed = removeView(saved.id);
      if (removed)
        showToast(TEXT.removed(removed.view.name), {
          label: TEXT.undo,
          onAction: () => restoreView(removed),
        });
      return;
    }
    const result = saveView(feed, name);
    if ('full' in result) showToast(TEXT.full);
    else if ('saved' in result) {
      const { id, name: savedName } = result.saved;
      showToast(TEXT.saved(savedName), {
        label: TEXT.rename,
        onAction: () => navigate(paths.views(), { state: { renameView: id } satisfies RenameViewState }),
      });
    }
  };
  return (
    <button
      type="button"
      aria-pressed={saved !== undefined}
      title={saved ? TEXT.savedTitle : TEXT.unsavedTitle}
      onClick={toggle}
      className={`inline-flex min-h-10 shrink-0 items-center gap-2 noscript:hidden rounded-md border px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${
        saved
          ? 'border-accent bg-accent-soft text-ink'
          : 'border-rule bg-paper-raised text-ink hover:bg-paper-sunk'
      }`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={`size-4 ${saved ? 'text-accent' : ''}`}
        fill={saved ? 'currentColor' : 'none'}
      >
        <path
          d="M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6L3.3 9.3l6.1-.7z"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {/* On a phone the star alone, beside the title (whose words it would otherwise push onto a line of their own). */}
      <span className="max-sm:sr-only">{TEXT.button}</span>
    </button>
  );
}
