import { lazy, Suspense, useId, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMessages } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useSuggestionBox } from '@/components/ui/use-suggestion-box';
import { frameMessages } from '../messages';
import type { Suggestion } from './search-suggestions';

/** The header's search: full-text over the content list (a topic with `:ext`). */
export function searchPath(query: string): string | undefined {
  const text = query.trim().replace(/,/g, ' ').replace(/\s+/g, ' ');
  return text ? paths.feed({ topic: `${text}:ext` }) : undefined;
}

// The suggestions' code and requests come when the reader first focuses the box, not with the page.
const SearchSuggestions = lazy(() => import('./search-suggestions'));

/**
 * The search box keeps its role (`searchbox`, app-surface.md) and works as a combobox's text box: as the
 * reader types it suggests people, teams, topics, providers
 * and categories (ArrowDown/ArrowUp move, Enter opens the one highlighted, Escape closes); Enter on the
 * text itself searches the stories.
 */
export function HeaderSearch() {
  const t = useMessages(frameMessages);
  const navigate = useNavigate();
  const listId = `${useId()}-suggestions`;
  const form = useRef<HTMLFormElement>(null);
  const [query, setQuery] = useState('');
  const [top, setTop] = useState<number>();
  const box = useSuggestionBox<Suggestion>({
    hasText: query.trim() !== '',
    // On a phone the popup spans the screen under the header (fixed): its top is the box's foot.
    onOpen: () => setTop(form.current ? form.current.getBoundingClientRect().bottom + 4 : undefined),
    onChoose: (suggestion) => {
      const input = form.current?.elements.namedItem('q');
      if (input instanceof HTMLInputElement) input.blur();
      void navigate(suggestion.to);
    },
  });
  const { expanded, active } = box;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const to = searchPath(String(new FormData(event.currentTarget).get('q') ?? ''));
    box.close();
    if (to) void navigate(to);
  }

  return (
    // Before the app runs, and without JavaScript, the browser sends the form (`/feed?q=`) and the feed's
    // loader answers with the same search's address; once it runs, the app goes there itself.
    <form
      ref={form}
      role="search"
      aria-label={t.searchStories}
      action={paths.feed()}
      method="get"
      onSubmit={onSubmit}
      className="relative flex min-w-0 flex-1 sm:max-w-xs"
    >
      <input
        type="search"
        aria-label={t.searchStories}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={t.searchStories}
        name="q"
        onFocus={box.show}
        onChange={(event) => {
          setQuery(event.target.value);
          box.typed();
        }}
        onBlur={box.close}
        onKeyDown={box.onKeyDown}
        className="min-w-0 flex-1 rounded-l-md border border-rule bg-paper px-2 py-1.5 text-sm text-ink placeholder:text-ink-muted focus-visible:outline-2 focus-visible:outline-accent"
      />
      <button
        type="submit"
        className="rounded-r-md border border-l-0 border-rule bg-ink px-3 py-1.5 text-sm font-medium text-paper focus-visible:outline-2 focus-visible:outline-accent"
      >
        {t.search}
      </button>
      {/* A text box does not say it is expanded (no aria-expanded on `searchbox`): this says so. */}
      <span role="status" className="sr-only">
        {expanded ? t.suggestionCount(box.suggestions.length) : ''}
      </span>
      <div
        id={listId}
        role="listbox"
        aria-label={t.searchSuggestions}
        hidden={!expanded}
        style={top === undefined ? undefined : ({ '--popup-top': `${top}px` } as CSSProperties)}
        className="absolute top-full right-0 z-40 mt-1 max-h-[min(24rem,70dvh)] w-80 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-md border border-rule bg-paper-raised py-1 shadow-lg max-sm:fixed max-sm:inset-x-2 max-sm:top-(--popup-top) max-sm:mt-0 max-sm:w-auto max-sm:max-w-none"
      >
        {box.wanted && (
          <Suspense fallback={null}>
            <SearchSuggestions
              query={query}
              listId={listId}
              active={active}
              onSuggestions={box.setSuggestions}
              onChoose={box.choose}
              onHover={box.setActive}
            />
          </Suspense>
        )}
      </div>
    </form>
  );
}
