import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMessages } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { frameMessages } from '../messages';

/** The header's search: full-text over the content list (a topic with `:ext`). */
export function searchPath(query: string): string | undefined {
  const text = query.trim().replace(/,/g, ' ').replace(/\s+/g, ' ');
  return text ? paths.feed({ topic: `${text}:ext` }) : undefined;
}

export function HeaderSearch() {
  const t = useMessages(frameMessages);
  const navigate = useNavigate();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const to = searchPath(String(new FormData(event.currentTarget).get('q') ?? ''));
    if (to) void navigate(to);
  }
  return (
    // Before the app runs, and without JavaScript, the browser sends the form (`/feed?q=`) and the feed's
    // loader answers with the same search's address; once it runs, the app goes there itself.
    <form
      role="search"
      aria-label={t.searchStories}
      action={paths.feed()}
      method="get"
      onSubmit={onSubmit}
      className="flex min-w-0 flex-1 sm:max-w-xs"
    >
      <input
        type="search"
        aria-label={t.searchStories}
        placeholder={t.searchStories}
        name="q"
        className="min-w-0 flex-1 rounded-l-md border border-rule bg-paper px-2 py-1.5 text-sm text-ink placeholder:text-ink-muted focus-visible:outline-2 focus-visible:outline-accent"
      />
      <button
        type="submit"
        className="rounded-r-md border border-l-0 border-rule bg-ink px-3 py-1.5 text-sm font-medium text-paper focus-visible:outline-2 focus-visible:outline-accent"
      >
        {t.search}
      </button>
    </form>
  );
}
