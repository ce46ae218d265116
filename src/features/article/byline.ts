// The byline's parts: who published the story and when. A part the service left out is left out, with
// its separator: never a dangling "·".

export interface BylineParts {
  provider?: string;
  /** Epoch seconds, when the story has a real publication time. */
  publishedAt?: number;
}

export function bylinePartsOf(item: {
  contentSource?: string;
  contentSourceDisplay?: string;
  publishedAt?: number;
}): BylineParts {
  const provider = (item.contentSourceDisplay || item.contentSource || '').trim();
  const at = item.publishedAt;
  return {
    ...(provider ? { provider } : {}),
    ...(typeof at === 'number' && Number.isFinite(at) && at > 0 ? { publishedAt: at } : {}),
  };
}
