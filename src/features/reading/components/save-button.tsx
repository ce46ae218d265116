import type { ContentItem } from '@/api/schemas';
import { useMessages } from '@/lib/i18n';
import { readingMessages } from '../messages';
import { savedStore, toggleSaved } from '../store';

/**
 * "Save for later", a toggle: pressed when the story is among the saved ones (the same list `s` changes).
 * `labelled`: a pill that says it in words too (the article's toolbar); else an icon (a card).
 */
export function SaveButton({ item, labelled = false }: { item: ContentItem; labelled?: boolean }) {
  const t = useMessages(readingMessages);
  const saved = savedStore.use().some((story) => story.contentId === item.contentId);
  const icon = (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill={saved ? 'currentColor' : 'none'}>
      <path d="M6 3h12v18l-6-4-6 4z" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
  if (labelled) {
    return (
      <button
        type="button"
        aria-pressed={saved}
        title={saved ? t.saved : undefined}
        onClick={() => toggleSaved(item)}
        className={`inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60 noscript:hidden ${
          saved
            ? 'border-accent text-accent'
            : 'border-rule text-ink-soft hover:border-ink-muted hover:text-ink'
        }`}
      >
        {icon}
        {t.save}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={t.save}
      title={saved ? t.saved : t.save}
      onClick={() => toggleSaved(item)}
      className={`inline-flex size-10 items-center noscript:hidden justify-center rounded-full hover:bg-paper-sunk focus-visible:outline-2 focus-visible:outline-accent ${
        saved ? 'text-accent' : 'text-ink-muted'
      }`}
    >
      {icon}
    </button>
  );
}
