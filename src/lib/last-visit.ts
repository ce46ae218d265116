// "Since your last visit" (decision 0023): when the reader last had the front page open, kept in
// local storage. A visit is a browser tab's session: its boundary is read once, when the front page
// first opens in it, and kept in session storage, so reading, going back and reloading never move
// the line; the front page records "seen" when the reader leaves it (or hides the tab), not on load.
import { useEffect } from 'react';
import { useHydrated } from './hydrated';

const SEEN_KEY = 'gazette.homeSeenAt';
const VISIT_KEY = 'gazette.visitSince';

function readNumber(storage: Storage, key: string): number | null {
  try {
    const value = Number(storage.getItem(key) ?? '');
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * When the reader's previous visit to the front page ended (epoch ms), or null on a first visit. The
 * first call in a tab's session fixes it for the session.
 */
export function lastVisitBoundary(): number | null {
  try {
    const kept = sessionStorage.getItem(VISIT_KEY);
    if (kept !== null) return kept === '' ? null : readNumber(sessionStorage, VISIT_KEY);
    const since = readNumber(localStorage, SEEN_KEY);
    sessionStorage.setItem(VISIT_KEY, since === null ? '' : String(since));
    return since;
  } catch {
    // Storage refused (private mode): no last visit to mark.
    return null;
  }
}

/** Records that the reader had the front page open until now. */
export function markFrontPageSeen(now = Date.now()): void {
  try {
    localStorage.setItem(SEEN_KEY, String(now));
  } catch {
    // A full quota or private mode: the next visit marks nothing, as on a first one.
  }
}

/**
 * The boundary of this visit: `undefined` until hydrated (the server cannot know it, and the render
 * that hydrates the server's HTML must match it), then the time or null.
 */
export function useLastVisit(): number | null | undefined {
  // Fixed for the session once read, so there is nothing to subscribe to.
  return useHydrated() ? lastVisitBoundary() : undefined;
}

/** While mounted, the front page is being seen: "seen" is recorded when the reader leaves or hides it. */
export function useFrontPageSeen(): void {
  useEffect(() => {
    // The boundary of this visit is fixed before anything is recorded.
    lastVisitBoundary();
    const mark = () => markFrontPageSeen();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') mark();
    };
    window.addEventListener('pagehide', mark);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', mark);
      document.removeEventListener('visibilitychange', onHidden);
      mark();
    };
  }, []);
}
