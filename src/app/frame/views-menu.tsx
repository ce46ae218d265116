// "Views" in the header: a disclosure listing the reader's saved views. The button is in the server's
// HTML (it holds its place in the nav, so nothing moves); the list is this browser's, and is only ever
// seen once opened, which needs the app. The list itself loads when the reader first reaches for the
// button (pointer over it, focus, or a press): no first screen needs it (docs/decisions/0046).
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated } from '@/lib/hydrated';
import { paths } from '@/lib/paths';
import { namespace, useMessages } from '@/lib/i18n';
import type { Messages } from './views-menu.en';

const loadList = () => import('./views-menu-list');
const ViewsMenuList = lazy(() => loadList().then((module) => ({ default: module.ViewsMenuList })));

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
  // Mounted from the first press on (then kept, so it closes and reopens at once).
  const [wanted, setWanted] = useState(false);
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
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
        onClick={() => {
          setWanted(true);
          setOpen(!open);
        }}
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
        {wanted && (
          <Suspense fallback={null}>
            <ViewsMenuList text={TEXT} onChoose={() => setOpen(false)} />
          </Suspense>
        )}
      </div>
    </li>
  );
}
