import type { VideoMedia } from '@/api/schemas';
import { useMessages } from '@/lib/i18n';
import { feedMessages, type FeedMessages } from '../messages';

/** `m:ss` (or `h:mm:ss`) for a running time in seconds. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

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
