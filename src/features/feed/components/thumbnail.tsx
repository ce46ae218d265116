import type { Thumbnail } from '@/api/schemas';
import { resizedThumbnailUrl } from '@/components/ui/story-picture';
import { THUMBNAIL } from '../api';

/** The box on narrow screens; same 3:2 shape as the wide one. */
export const PHONE_THUMBNAIL = { width: 96, height: 64 } as const;

const double = (size: { width: number; height: number }) => ({
  width: size.width * 2,
  height: size.height * 2,
});

/** A story's thumbnail, asked for at the size it is drawn, with a 2x variant; its space is reserved. */
export function StoryThumbnail({ thumbnail }: { thumbnail: Thumbnail }) {
  const box = 'block h-16 w-24 shrink-0 rounded bg-paper-sunk object-cover sm:h-20 sm:w-30';
  const wide2x = resizedThumbnailUrl(thumbnail, double(THUMBNAIL));
  const phone1x = resizedThumbnailUrl(thumbnail, PHONE_THUMBNAIL);
  const phone2x = resizedThumbnailUrl(thumbnail, double(PHONE_THUMBNAIL));
  if (!wide2x || !phone1x || !phone2x) {
    return (
      <img
        src={thumbnail.url}
        alt=""
        width={THUMBNAIL.width}
        height={THUMBNAIL.height}
        loading="lazy"
        decoding="async"
        className={box}
      />
    );
  }
  return (
    <picture className="shrink-0">
      <source
        media="(min-width: 640px)"
        srcSet={`${thumbnail.url} 1x, ${wide2x} 2x`}
        width={THUMBNAIL.width}
        height={THUMBNAIL.height}
      />
      <img
        src={phone1x}
        srcSet={`${phone1x} 1x, ${phone2x} 2x`}
        alt=""
        width={PHONE_THUMBNAIL.width}
        height={PHONE_THUMBNAIL.height}
        loading="lazy"
        decoding="async"
        className={box}
      />
    </picture>
  );
}
