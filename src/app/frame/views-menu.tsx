// "Views" in the header: a disclosure listing the reader's saved views. The button is in the server's
// HTML (it holds its place in the nav, so nothing moves); the list is this browser's, and is only ever
// seen once opened, which needs the app.
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { viewsStore } from '@/features/views/store';
import { useHydrated } from '@/lib/hydrated';
import { paths } from '@/lib/paths';
import { viewHref } from '../saved-views';
import { namespace, useMessages } from '@/lib/i18n';
import type { Messages } from './views-menu.en';

const messages = namespace<Messages>('app/frame/views-menu');

/** `navClass`: the look of the nav's links, active or not (active here on the views page). */
export function ViewsMenu({ navClass }: { navClass: (state: { isActive: boolean }) => string }) {
  // Outside the page's disabled fieldset (the masthead works before the app): disabled until the app runs.
  const hydrated = useHydrated();
  const TEXT = useMessages(messages);
  const location = useLocation();
  // Open on the page it was opened on: any navigation (a view chosen, a link elsewhere) closes it.
  const [openOn, setOpenOn] = useState<string>();
  const open = openOn === location.key;
  const setOpen = (next: boolean) => setOpenOn(next ? location.key : undefined);
  const views = viewsStore.use();
  const panelId = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(undefined);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpenOn(undefined);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [open]);

  const linkClass =
    'block rounded-md px-3 py-2 text-sm text-ink hover:bg-paper-sunk focus-visible:outline-2 focus-visible:outline-accent';

  return (
    <li
      ref={root}
      className="max-sm:hidden sm:relative noscript:hidden"
      onBlur={(event) => {
        if (open && event.relatedTarget && !root.current?.contains(event.relatedTarget as Node))
          setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={!hydrated}
        onClick={() => setOpen(!open)}
        className={`-my-1.5 inline-flex items-center gap-1 align-baseline ${navClass({ isActive: location.pathname === paths.views() })}`}
      >
        {TEXT.button}
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className={`size-3 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path
            d="M3.5 6l4.5 4.5L12.5 6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      {/* Over the page, never in its flow: opening it moves nothing. Phone: the nav's width (the header's
          inside its padding), just below the header, placed against the nav, outside its scrolled line. */}
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 mt-3 rounded-lg border border-rule bg-paper-raised p-2 shadow-lg sm:inset-x-auto sm:right-0 sm:mt-1 sm:w-72"
      >
        {views.length === 0 ? (
          <p className="px-3 py-2 text-sm text-ink-soft">{TEXT.empty}</p>
        ) : (
          <ul aria-label={TEXT.list} className="max-h-[60dvh] overflow-y-auto">
            {views.map((view) => (
              <li key={view.id}>
                <Link
                  to={viewHref(view)}
                  className={`${linkClass} break-words`}
                  onClick={() => setOpen(false)}
                >
                  {view.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-1 border-t border-rule pt-1">
          <Link to={paths.views()} className={`${linkClass} font-medium`} onClick={() => setOpen(false)}>
            {TEXT.manage}
          </Link>
        </div>
      </div>
    </li>
  );
}
