// The shortcuts' code loads when first wanted (the frame, src/app/layout.tsx): at the reader's first key
// press, or first move to another page (the shortcuts keep the reader's place across Back). The keys pressed
// until it has arrived are kept here and handed to it when it starts, so the first `j` is not lost.

let kept: KeyboardEvent[] | undefined;
let wanted: (() => void) | undefined;

/** More keys than anyone presses while a small chunk loads: a failed load does not keep them all. */
const MOST_KEPT = 20;

function keep(event: KeyboardEvent): void {
  if (kept && kept.length < MOST_KEPT) kept.push(event);
  const want = wanted;
  wanted = undefined;
  want?.();
}

/**
 * Calls `want` at the first key pressed on the page, and keeps that key and the next until the shortcuts
 * take them (`takeEarlyKeys`). Returns the way to stop waiting: once a key was kept, the keys go on being
 * kept until the shortcuts take them.
 */
export function onFirstKey(want: () => void): () => void {
  kept ??= [];
  wanted = want;
  document.addEventListener('keydown', keep);
  return () => {
    wanted = undefined;
    if (kept?.length) return;
    document.removeEventListener('keydown', keep);
    kept = undefined;
  };
}

/** The keys pressed before the shortcuts started, oldest first; from now on they listen themselves. */
export function takeEarlyKeys(): KeyboardEvent[] {
  document.removeEventListener('keydown', keep);
  const keys = kept ?? [];
  kept = undefined;
  wanted = undefined;
  return keys;
}
