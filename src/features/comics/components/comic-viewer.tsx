// The strip viewer: a modal dialog (native <dialog>) with the strip large, arrow keys and swipes to move,
// Escape to close, and the same strip in another language.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { shareLink } from '@/components/ui/share';
import { useHydrated } from '@/lib/hydrated';
import type { Comic, ComicLanguage } from '@/api/schemas';
import { COMIC_LANGUAGES } from '@/api/schemas';
import { comicAspectRatio, comicDay, longDay, themeName } from '../comic-meta';
import { useInterfaceLanguage } from '@/lib/i18n';
import { languageName } from '@/lib/languages';
import { comicsMessages } from '../messages';
import { LANGUAGE_NAMES } from '../url-state';
import { readingMessages } from '../reading-messages';
import { ComicImage, FavouriteButton } from './comic-gallery';

/** How far a finger must travel sideways to count as a swipe, in CSS pixels. */
const SWIPE_DISTANCE = 48;

export function ComicViewer({
  comic,
  position,
  unit,
  language,
  onPrevious,
  onNext,
  onClose,
  onLanguage,
  languageBusy,
  message,
  shareHref,
}: {
  comic: Comic;
  /** The strip's own link (theme, day, language and strip), for Share. */
  shareHref: string;
  /** 1-based place among the strips of the view, when the strip is one of them. */
  position: { index: number; total: number; more: boolean } | undefined;
  /** What the arrows step through: the days of one theme, or the strips of the view. */
  unit: 'day' | 'strip';
  language: ComicLanguage;
  onPrevious: (() => void) | undefined;
  onNext: (() => void) | undefined;
  onClose: () => void;
  onLanguage: (language: ComicLanguage) => void;
  /** The language being fetched for a switch, if any. */
  languageBusy: ComicLanguage | undefined;
  message: ReactNode;
}) {
  const words = useInterfaceLanguage();
  const t = comicsMessages[words];
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const swipe = useRef<{ x: number; y: number; id: number } | undefined>(undefined);
  const day = comicDay(comic);
  const r = readingMessages[words];
  // Full size: the strip at its natural width in a box scrolled by finger or wheel. A phone opens there
  // (fitted, a 1,200 px strip's words are 6 px); after hydration, so the server's render is the fitted one.
  const hydrated = useHydrated();
  const [choice, setZoomed] = useState<boolean | undefined>(undefined);
  const narrow =
    hydrated && comic.width !== undefined && window.innerWidth < 640 && comic.width > window.innerWidth * 1.2;
  const zoomed = choice ?? narrow;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // jsdom and very old browsers lack showModal; `open` still shows the dialog there.
    if (!element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else {
        element.setAttribute('open', '');
        element.querySelector('button')?.focus();
      }
    }
    return () => {
      if (element.open && typeof element.close === 'function') element.close();
    };
  }, []);

  const ratio = comicAspectRatio(comic);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        // Escape: let the URL close the viewer, so Back and Escape agree.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && typeof dialog.current?.showModal !== 'function') onClose();
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        if (event.key === 'ArrowLeft' && onPrevious) {
          event.preventDefault();
          onPrevious();
        } else if (event.key === 'ArrowRight' && onNext) {
          event.preventDefault();
          onNext();
        }
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-ink p-0 text-paper backdrop:bg-ink"
    >
      <div className="mx-auto flex h-full max-w-6xl flex-col px-3 py-3 sm:px-6 sm:py-5">
        <header className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={titleId} className="font-serif text-xl font-bold sm:text-2xl">
              {themeName(comic.theme)}, {longDay(day, words)}
            </h2>
            <p className="text-sm text-paper/70">
              {unit === 'strip' &&
                `${position ? t.stripOf(position.index, position.total, position.more) : t.notInView} · `}
              {languageName(language, words)}
            </p>
          </div>
          <button
            type="button"
            onClick={onClose}
            className="shrink-0 rounded-md border border-paper/30 px-3 py-2 text-sm font-medium hover:bg-paper/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-paper"
          >
            {t.close}
            <span className="sr-only">{t.closeViewer}</span>
            <span aria-hidden="true" className="ml-2">
              ✕
            </span>
          </button>
        </header>

        {zoomed ? (
          <div className="flex min-h-0 flex-1 flex-col py-3">
            <p className="pb-2 text-xs text-paper/70">{r.zoomHint}</p>
            <div
              // Native scrolling pans the strip: robust with touch, wheel, keyboard (it is focusable).
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll box must take focus to scroll by keys
              tabIndex={0}
              role="region"
              aria-label={r.fullSize}
              data-testid="comic-zoom"
              className="min-h-0 flex-1 overflow-auto overscroll-contain rounded-md bg-paper p-2 focus-visible:outline-2 focus-visible:outline-paper"
            >
              <img
                key={comic.contentId}
                src={comic.imageURL}
                alt={`${themeName(comic.theme)}, ${longDay(day, words)}`}
                width={comic.width}
                height={comic.height}
                draggable={false}
                style={comic.width ? { width: `${comic.width}px`, maxWidth: 'none' } : { maxWidth: 'none' }}
                className="block h-auto"
              />
            </div>
          </div>
        ) : (
          <div
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center py-3"
            onPointerDown={(event) => {
              swipe.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
            }}
            onPointerUp={(event) => {
              const start = swipe.current;
              swipe.current = undefined;
              if (!start || start.id !== event.pointerId) return;
              const dx = event.clientX - start.x;
              const dy = event.clientY - start.y;
              if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy) * 1.5) return;
              if (dx < 0) onNext?.();
              else onPrevious?.();
            }}
            onPointerCancel={() => {
              swipe.current = undefined;
            }}
          >
            <div
              // The largest box of the strip's shape that fits the space, reserved before the image loads.
              style={{ width: `min(100%, calc((100dvh - 13rem) * ${ratio}))` }}
              className="rounded-md bg-paper p-2 shadow-2xl sm:p-3"
            >
              <ComicImage key={comic.contentId} comic={comic} eager className="select-none" />
            </div>
          </div>
        )}

        <footer className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              aria-pressed={zoomed}
              onClick={() => setZoomed(!zoomed)}
              className="inline-flex min-h-10 items-center gap-2 rounded-md border border-paper/30 px-4 text-sm font-medium hover:bg-paper/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-paper aria-pressed:bg-paper aria-pressed:text-ink"
            >
              <span aria-hidden="true">⤢</span>
              {r.fullSize}
            </button>
            <button
              type="button"
              onClick={() => void shareStrip(new URL(shareHref, window.location.href).href, comic, words)}
              className="inline-flex min-h-10 items-center gap-2 rounded-md border border-paper/30 px-4 text-sm font-medium hover:bg-paper/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-paper"
            >
              <span aria-hidden="true">↗</span>
              {r.share}
            </button>
            <FavouriteButton theme={comic.theme} className="min-h-10 border-paper/30 text-paper" />
          </div>
          <div className="flex gap-2">
            <ViewerButton
              onClick={onPrevious}
              label={unit === 'day' ? t.previousDay : t.previousStrip}
              glyph={unit === 'day' ? '‹' : '←'}
            />
            <ViewerButton
              onClick={onNext}
              label={unit === 'day' ? t.nextDay : t.nextStrip}
              glyph={unit === 'day' ? '›' : '→'}
              trailing
            />
          </div>
          <div role="group" aria-label={t.readIn} className="flex flex-wrap items-center gap-2">
            <span aria-hidden="true" className="text-sm text-paper/70">
              {t.readIn}
            </span>
            {COMIC_LANGUAGES.map((code) => (
              <button
                key={code}
                type="button"
                lang={code}
                aria-pressed={code === language}
                aria-busy={languageBusy === code}
                disabled={languageBusy !== undefined}
                onClick={() => code !== language && onLanguage(code)}
                className={`rounded-full px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-paper disabled:opacity-70 ${
                  code === language ? 'bg-paper text-ink' : 'border border-paper/30 hover:bg-paper/10'
                }`}
              >
                {LANGUAGE_NAMES[code]}
                {languageBusy === code && <span aria-hidden="true"> …</span>}
              </button>
            ))}
          </div>
        </footer>
        <div role="status" className="min-h-5 pt-2 text-sm text-paper/80">
          {message}
        </div>
      </div>
    </dialog>
  );
}

/** A strip shared by its theme and day (components/ui/share.ts). */
export async function shareStrip(url: string, comic: Comic, words: ReturnType<typeof useInterfaceLanguage>) {
  const r = readingMessages[words];
  const title = `${themeName(comic.theme)}, ${longDay(comicDay(comic), words)}`;
  await shareLink({ title, url }, { copied: r.linkCopied, notCopied: r.copyFailed });
}

function ViewerButton({
  onClick,
  label,
  glyph,
  trailing = false,
}: {
  onClick: (() => void) | undefined;
  label: string;
  glyph: string;
  trailing?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={!onClick}
      className="inline-flex min-h-10 items-center gap-2 rounded-md border border-paper/30 px-4 text-sm font-medium hover:bg-paper/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-paper disabled:cursor-not-allowed disabled:opacity-40"
    >
      {!trailing && <span aria-hidden="true">{glyph}</span>}
      {label}
      {trailing && <span aria-hidden="true">{glyph}</span>}
    </button>
  );
}
