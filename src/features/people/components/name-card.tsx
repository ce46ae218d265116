// A name that opens a small card about its person or team (a disclosure: the card follows the
// button in reading order; Escape or a click elsewhere closes it and focus returns to the name).
// One component wherever a name is shown: team and person pages, the article, the feed's reasons.
import { lazy, useEffect, useId, useLayoutEffect, useRef, useState, type ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { useMessages } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import type { FollowKind } from '../follow';
import { peopleMessages } from '../messages';
import type * as EntityCardModule from './entity-card';
import type { EntityCardRef } from './entity-card';

// The entity card's module (its facts, the follow control, the mutations it runs) loads when a page is about
// to draw a card, not with every page that might (docs/decisions/0060): a name's card loads it when the reader
// first reaches for the name (below), the search's lead when the feed's loader sees a search. Here, with the
// names every feed draws, so that it costs no chunk of its own.
let entityCard: typeof EntityCardModule | undefined;
let loading: Promise<typeof EntityCardModule> | undefined;

/** Loads the module once; a failed load (offline, before the service worker holds the app) is tried again. */
export function loadEntityCard(): Promise<typeof EntityCardModule> {
  return (loading ??= import('./entity-card').then(
    (module) => (entityCard = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

/** The module, when it is here. */
export function loadedEntityCard(): typeof EntityCardModule | undefined {
  return entityCard;
}

const Lazy = lazy(() => loadEntityCard().then((module) => ({ default: module.EntityCard })));

/** The card: drawn at once when its module is here, else when it arrives (in the nearest Suspense boundary). */
export function LazyEntityCard(props: ComponentProps<typeof EntityCardModule.EntityCard>) {
  if (entityCard) return <entityCard.EntityCard {...props} />;
  return <Lazy {...props} />;
}

/** `plain`: the name in running text or a row. `chip`: a rounded chip, as in an article's "People". */
export type NameCardLook = 'plain' | 'chip';

const LOOK: Record<NameCardLook, string> = {
  plain: 'rounded font-medium hover:underline',
  chip: 'rounded-full border border-rule bg-paper-raised px-3 py-1 text-sm hover:border-ink-muted',
};

/** Room kept between the card and the window's edges. */
const EDGE = 8;

export function NameCard({
  kind,
  entity,
  look = 'plain',
  headingLevel = 3,
}: {
  kind: FollowKind;
  entity: EntityCardRef;
  look?: NameCardLook;
  /** The card's heading, one below the section it opens in. */
  headingLevel?: 2 | 3 | 4;
}) {
  const t = useMessages(peopleMessages);
  const [open, setOpen] = useState(false);
  // The card's contents load when the reader first reaches for the name (pointer over it, focus, a press):
  // no first screen shows an open card (docs/decisions/0060). Until they are here — or when they cannot
  // come (offline before the service worker holds the app; the next opening asks again) — the open card
  // holds the way to their page.
  const [, setCardLoaded] = useState(false);
  const card = loadedEntityCard();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  useEffect(() => {
    if (!open || loadedEntityCard()) return;
    let current = true;
    loadEntityCard().then(
      () => current && setCardLoaded(true),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [open]);

  // The card opens under the name and is moved left when it would leave the window (a name near
  // the right edge of a phone screen), so the page never scrolls sideways.
  useLayoutEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    element.style.left = '0px';
    const box = element.getBoundingClientRect();
    const overflow = box.right - (document.documentElement.clientWidth - EDGE);
    const shift = Math.min(Math.max(overflow, 0), box.left - EDGE);
    element.style.left = `${-Math.max(shift, 0)}px`;
  }, [open]);

  // An open card is kept in view as it fills in (its latest story arrives after it opens): a name near
  // the bottom of a phone screen would otherwise open a card the reader cannot see.
  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const reveal = () => element.scrollIntoView({ block: 'nearest' });
    reveal();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(reveal);
    observer.observe(element);
    return () => observer.disconnect();
  }, [open]);

  return (
    <div ref={root} className="relative inline-block max-w-full min-w-0 align-middle">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={() => void loadEntityCard().catch(() => undefined)}
        onFocus={() => void loadEntityCard().catch(() => undefined)}
        onClick={() => setOpen((value) => !value)}
        className={`inline-flex max-w-full items-center gap-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent noscript:hidden ${LOOK[look]}`}
      >
        <span className="truncate">{entity.name}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className={`size-3.5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 6l4 4 4-4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {/* Without JavaScript the card cannot open: the name is a link to the page it would lead to. */}
      <noscript>
        <a href={paths.entity(kind, entity.id)} className={`inline-block max-w-full truncate ${LOOK[look]}`}>
          {entity.name}
        </a>
      </noscript>
      <div
        ref={panel}
        id={panelId}
        role="group"
        aria-label={t.about(entity.name)}
        hidden={!open}
        className="absolute top-full left-0 z-30 mt-2 w-80 max-w-[calc(100vw-1rem)] text-left text-base font-normal text-ink normal-case shadow-xl"
      >
        {open &&
          (card ? (
            <card.EntityCard kind={kind} entity={entity} mode="suggest" headingLevel={headingLevel} />
          ) : (
            <div className="rounded-lg border border-rule bg-paper-raised p-3">
              <Link
                to={paths.entity(kind, entity.id)}
                className="font-serif text-lg leading-tight font-semibold hover:underline focus-visible:underline"
              >
                {entity.name}
              </Link>
            </div>
          ))}
      </div>
    </div>
  );
}
