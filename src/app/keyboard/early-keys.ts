// The shortcuts' code loads when first wanted (the frame, src/app/layout.tsx): at the reader's first key
// press, or first move to another page (the shortcuts keep the reader's place across Back). The keys pressed
// until it has arrived are kept here and handed to it when it starts, so the first `j` is not lost.

let kept: KeyboardEvent[] = [];

/** More keys than anyone presses while a small chunk loads: a failed load does not keep them all. */
const MOST_KEPT = 20;

function keep(event: KeyboardEvent): void {
  if (kept.length < MOST_KEPT) kept.push(event);
}

/** Keeps `first` (the key that asked for the shortcuts) and the keys after it until they take them. */
export function keepEarlyKeys(first: KeyboardEvent): void {
  kept = [first];
  document.addEventListener('keydown', keep);
}

/** The keys pressed before the shortcuts started, oldest first; from now on they listen themselves. */
export function takeEarlyKeys(): KeyboardEvent[] {
  document.removeEventListener('keydown', keep);
  const keys = kept;
  kept = [];
  return keys;
}
