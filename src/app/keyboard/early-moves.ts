// The keyboard shortcuts' code loads at the reader's first move (a pointer over the page, a focus, a key, a
// touch), not with the first screen (docs/decisions/0051): until it runs, the keys pressed and the focuses
// moved are kept here, and the shortcuts take them in order once they start, so the first key pressed on a
// page no one has touched yet still acts, and a story focused meanwhile is still the reader's place.
import { useSyncExternalStore } from 'react';

const FIRST_MOVES = ['pointerover', 'focusin', 'keydown', 'touchstart'] as const;
const kept: Event[] = [];
let listening = false;
/** Taken by the shortcuts: from then on they listen themselves. */
let taken = false;
let moved = false;
const waiting = new Set<() => void>();

function keep(event: Event) {
  if (event.type === 'keydown' || event.type === 'focusin') kept.push(event);
  if (moved) return;
  moved = true;
  for (const wake of waiting) wake();
}

function listen() {
  if (listening || taken) return;
  listening = true;
  for (const type of FIRST_MOVES) window.addEventListener(type, keep, { capture: true, passive: true });
}

function subscribe(wake: () => void): () => void {
  listen();
  waiting.add(wake);
  return () => void waiting.delete(wake);
}

/** Whether the reader has moved yet (false in the server's render and while the page hydrates). */
export function useFirstMove(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => moved,
    () => false,
  );
}

/** The keys and focuses kept until now, oldest first; from now on the shortcuts listen themselves. */
export function takeEarlyMoves(): Event[] {
  for (const type of FIRST_MOVES) window.removeEventListener(type, keep, { capture: true });
  listening = false;
  taken = true;
  return kept.splice(0);
}
