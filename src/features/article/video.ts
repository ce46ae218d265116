// What a video story offers: its provider's player, embedded where the provider allows it (its origin is
// among the configuration's `playerOrigins`, which the page's CSP `frame-src` lists), else opened by a link.
import type { ContentItem } from '@/api/schemas';
import { formatDuration } from '@/lib/format';

export interface VideoOffer {
  /** The player's https address. */
  url: string;
  /** Played in the page (an embedded player) rather than opened in a new tab. */
  embed: boolean;
  /** `9:49`. */
  duration: string;
}

export function videoOfferOf(
  item: ContentItem,
  playerOrigins: readonly string[] = [],
): VideoOffer | undefined {
  const media = item.media;
  if (!media) return undefined;
  let url: URL;
  try {
    url = new URL(media.playerUrl);
  } catch {
    return undefined;
  }
  // Only https players: never a `javascript:` or data URL, nor a page that would load mixed content.
  if (url.protocol !== 'https:') return undefined;
  return {
    url: url.href,
    embed: playerOrigins.includes(url.origin),
    duration: formatDuration(media.durationSeconds),
  };
}
