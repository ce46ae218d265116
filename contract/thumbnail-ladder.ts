// Thumbnails come in a fixed ladder of sizes and qualities: a request rounds to the nearest step, and the
// answer reports the step it serves (docs/decisions/0008-thumbnail-ladder.md). Bounded variety keeps the
// render work and the disk cache bounded whatever sizes clients ask for.

/** Widths and heights (px) a thumbnail can have; 16 and 2000 are the contract's bounds. */
export const THUMBNAIL_SIZES = [
  16, 24, 32, 48, 64, 80, 96, 120, 160, 200, 240, 300, 360, 480, 600, 720, 960, 1200, 1600, 2000,
] as const;
/** Encoding qualities (%) a thumbnail can have. */
export const THUMBNAIL_QUALITIES = [30, 50, 70, 80, 90] as const;

/** The nearest step; a tie goes to the larger one (never less than asked for when it is that close). */
export function nearestStep(value: number, steps: readonly number[]): number {
  let best = steps[0] as number;
  for (const step of steps) if (Math.abs(step - value) <= Math.abs(best - value)) best = step;
  return best;
}

export function roundThumbnail(spec: { width: number; height: number; quality: number }) {
  return {
    width: nearestStep(spec.width, THUMBNAIL_SIZES),
    height: nearestStep(spec.height, THUMBNAIL_SIZES),
    quality: nearestStep(spec.quality, THUMBNAIL_QUALITIES),
  };
}

export function isOnLadder(spec: { width: number; height: number; quality: number }): boolean {
  return (
    (THUMBNAIL_SIZES as readonly number[]).includes(spec.width) &&
    (THUMBNAIL_SIZES as readonly number[]).includes(spec.height) &&
    (THUMBNAIL_QUALITIES as readonly number[]).includes(spec.quality)
  );
}
