// Short confirmations ("Following Grace Castell — Undo") in one polite live region, placed where they
// cover no story: on a phone in the tab bar's place at the foot of the screen, no taller than
// it; from `sm` up inside the sticky header's band at the top right, no taller than it. One shows at a
// time, the newest; dismissing it brings back the one before if it is still due, and when the newest
// times out the older go with it. Any component can raise one with showToast; the region is mounted once
// by the app.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useMessages } from '@/lib/i18n';
import { uiMessages } from './messages';

export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface Toast {
  id: number;
  message: string;
  action?: ToastAction | undefined;
}

/** How long a toast stays when nobody points at it or focuses it. */
export const TOAST_MS = 6000;
/** Only the latest few are kept (one shows): a burst of clicks must not cover the page. */
const MAX_TOASTS = 3;

let toasts: readonly Toast[] = [];
let lastId = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function showToast(message: string, action?: ToastAction): number {
  lastId += 1;
  toasts = [...toasts, { id: lastId, message, action }].slice(-MAX_TOASTS);
  emit();
  return lastId;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

/** A toast's time is up: it and every older one go (they were behind it, and are older still). */
function expireThrough(id: number): void {
  toasts = toasts.filter((toast) => toast.id > id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function ToastItem({ toast }: { toast: Toast }) {
  const held = useRef(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      timer = setTimeout(() => (held.current ? arm() : expireThrough(toast.id)), TOAST_MS);
    };
    arm();
    return () => clearTimeout(timer);
  }, [toast.id]);
  const t = useMessages(uiMessages);
  const hold = () => (held.current = true);
  const release = () => (held.current = false);
  return (
    <li
      onMouseEnter={hold}
      onMouseLeave={release}
      onFocus={hold}
      onBlur={release}
      // Phone: the tab bar's height (3.5rem), at most three short lines. From `sm`: within the header's band.
      className="pointer-events-auto flex items-center gap-2 bg-ink text-paper shadow-lg max-sm:h-14 max-sm:px-3 max-sm:text-xs max-sm:leading-4 sm:max-h-11 sm:gap-3 sm:rounded-lg sm:py-0.5 sm:pr-1 sm:pl-4 sm:text-sm sm:leading-5"
    >
      <span className="line-clamp-3 min-w-0 flex-1 sm:line-clamp-2">{toast.message}</span>
      {toast.action && (
        <button
          type="button"
          onClick={() => {
            toast.action?.onAction();
            dismissToast(toast.id);
          }}
          className="min-h-10 shrink-0 rounded-md px-3 font-semibold text-paper underline underline-offset-4 hover:bg-ink-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-paper"
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        aria-label={t.dismiss}
        onClick={() => dismissToast(toast.id)}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-ink-soft focus-visible:outline-2 focus-visible:outline-paper"
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" stroke="currentColor" strokeWidth="2">
          <path d="M4 4l8 8M12 4l-8 8" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}

/** The one live region toasts appear in; present from the start so screen readers hear each one. */
export function ToastRegion() {
  const t = useMessages(uiMessages);
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  return (
    <div
      role="status"
      aria-live="polite"
      // On a phone a toast takes the place of the tab bar at the foot of the screen while it shows: over
      // the bar, never over a story. From `sm` up it sits in the sticky header's band, at its right end
      // (over the search field for a few seconds), never below it.
      className="pointer-events-none fixed inset-x-0 z-40 flex max-sm:bottom-0 max-sm:pb-[env(safe-area-inset-bottom)] sm:top-0 sm:justify-end sm:px-2 sm:pt-1"
    >
      {current.length > 0 && (
        <ol aria-label={t.notifications} className="flex w-full flex-col sm:max-w-xl sm:w-auto">
          {current.slice(-1).map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
        </ol>
      )}
    </div>
  );
}
