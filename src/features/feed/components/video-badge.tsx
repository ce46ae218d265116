import type { VideoMedia } from '@/api/schemas';
import { formatDuration } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { feedMessages, type FeedMessages } from '../messages';

export { formatDuration };

function spokenDuration(totalSeconds: number, t: FeedMessages): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = Math.round(totalSeconds % 60);
  const parts = [];
  if (minutes > 0) parts.push(t.minutes(minutes));
  if (seconds > 0 || minutes === 0) parts.push(t.seconds(seconds));
  return parts.join(' ');
}

/** Marks a video item: a play symbol and its running time. */
export function VideoBadge({ media }: { media: VideoMedia }) {
  const t = useMessages(feedMessages);
  return (
    <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-ink px-2 py-0.5 text-xs font-medium text-paper">
      <span aria-hidden="true">▶</span>
      <span aria-hidden="true">{formatDuration(media.durationSeconds)}</span>
      {/* A paragraph may not carry aria-label (axe: aria-prohibited-attr): the spoken form is its text. */}
      <span className="sr-only">{t.video(spokenDuration(media.durationSeconds, t))}</span>
    </p>
  );
}
