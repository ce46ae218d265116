// Work split into tasks of their own (each API request, src/api/client.ts), so a slow phone can paint and
// answer a tap between them (a task over 50 ms blocks input; Lighthouse's "total blocking time" counts
// what is over). The boot script keeps its own one-line copy: importing this would add a chunk before the
// first paint.

interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task; what follows the `await` runs in a new one. `scheduler.yield()` where the browser
 * has it (its continuation goes ahead of other queued tasks), else a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
