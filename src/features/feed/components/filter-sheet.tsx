// On a phone the filters open as a sheet over the stories; its button returns to them.
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { useBrowserStore } from '@/lib/hydrated';
import { interfaceLanguage, useMessages, type InterfaceLanguage } from '@/lib/i18n';
import { feedMessages } from '../messages';
import { feedFilterMessages } from '../filter-messages';

const WIDE = '(min-width: 64rem)';
const isWide = () => typeof window.matchMedia !== 'function' || window.matchMedia(WIDE).matches;

/**
 * Whether the panel sits beside the stories (Tailwind's `lg`) rather than in a sheet; `undefined` on the
 * server and until hydrated, when the page shows whichever the stylesheet picks for the screen (so
 * neither a phone nor a desktop sees the layout move when the app takes over).
 */
export function useWideScreen(): boolean | undefined {
  return useBrowserStore(
    (listener) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
    isWide,
    () => undefined,
  );
}

/** What the sheet's button says: how many stories the chosen filters find, once known. */
export function showStoriesLabel(
  count: number | undefined,
  pageSize: number,
  language: InterfaceLanguage = interfaceLanguage(),
): string {
  const t = feedMessages[language];
  const tf = feedFilterMessages[language];
  if (count === undefined) return tf.showStories;
  if (count === 0) return t.noStoriesMatch;
  if (count >= pageSize) return tf.showAtLeast(pageSize);
  return tf.showCount(count);
}

export function FilterSheet({
  open,
  onClose,
  showLabel,
  children,
}: {
  open: boolean;
  onClose: () => void;
  showLabel: string;
  children: ReactNode;
}) {
  const tf = useMessages(feedFilterMessages);
  const dialog = useModalDialog(open, onClose);
  const titleId = useId();
  return (
    <dialog
      {...dialog}
      aria-labelledby={titleId}
      className="m-0 mt-auto h-[90dvh] max-h-none w-full max-w-none rounded-t-2xl bg-paper p-0 text-ink backdrop:bg-ink/40"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-rule px-4 py-3">
          <h2 id={titleId} className="font-serif text-lg font-semibold">
            {tf.filtersTitle}
          </h2>
          <Button variant="ghost" className="px-3" aria-label={tf.closeFilters} onClick={onClose}>
            ✕
          </Button>
        </div>
        <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
        <div className="border-t border-rule px-4 py-3">
          <Button variant="primary" className="w-full" onClick={onClose}>
            {showLabel}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
