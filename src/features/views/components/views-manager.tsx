// The views page's body: the reader's saved views to open, rename, reorder and delete (./view-list.tsx), and
// the file that carries them to another browser (./views-file-section.tsx); their words are in
// ../messages.ts. Everything here is this browser's, so the list shows once the app runs.
import { useHydrated } from '@/lib/hydrated';
import { useMessages } from '@/lib/i18n';
import { viewsMessages } from '../messages';
import { viewsStore, type ViewFeed } from '../store';
import { ViewList } from './view-list';
import { ViewsFile } from './views-file-section';

export interface ViewsManagerProps {
  /** Where a view opens (its `/feed` URL now). */
  hrefOf: (view: ViewFeed) => string;
  /** A view's feed in its one written form, for imported views. */
  canonical: (view: ViewFeed) => ViewFeed;
  /** What a view filters, in words ("Category: Sports, Past week"). */
  describe?: (view: ViewFeed) => string;
}

/** The views page's body. Before the app runs it holds the list's place: the server cannot know it. */
export function ViewsManager(props: ViewsManagerProps) {
  const TEXT = useMessages(viewsMessages);
  const hydrated = useHydrated();
  const views = viewsStore.use();
  return (
    <div className="grid max-w-3xl gap-6">
      <ViewsFile views={views} canonical={props.canonical} />
      {hydrated ? (
        <ViewList views={views} hrefOf={props.hrefOf} describe={props.describe} />
      ) : (
        <p className="text-ink-muted" aria-busy="true">
          {TEXT.loading}
        </p>
      )}
    </div>
  );
}
