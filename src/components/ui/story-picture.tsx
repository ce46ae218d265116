// A story's picture asked for at the size it is drawn.
import { roundThumbnail, type Thumbnail } from '@/api/schemas';

type Size = { width: number; height: number };

/**
 * The reference server encodes the size in the thumbnail's path (`thumb-200x120-q80.jpg`) and renders
 * the steps of its ladder (decision 0008), so the 2x and phone variants are the same URL with the
 * ladder's nearest step: asked for off the ladder, each picture would cost a redirect first. An
 * upstream whose URLs do not follow that pattern gets the one image it sent, scaled by CSS.
 */
export function resizedThumbnailUrl(thumbnail: Thumbnail, size: Size): string | undefined {
  const marker = `thumb-${thumbnail.width}x${thumbnail.height}-`;
  if (!thumbnail.url.includes(marker)) return undefined;
  const step = roundThumbnail({ ...size, quality: thumbnail.quality });
  return thumbnail.url.replace(marker, `thumb-${step.width}x${step.height}-`);
}

/**
 * The widths a lead picture is offered at (3:2, each a step of the ladder or the one nearest it); the
 * browser picks by the width it draws the picture at (`sizes`).
 */
const LEAD_WIDTHS = [360, 600, 960] as const;
/** How wide a feed's lead picture is drawn: the whole column on a phone, half of it from `sm`, 2/5 from `lg`. */
const LEAD_SIZES =
  '(min-width: 1280px) 448px, (min-width: 1024px) 40vw, (min-width: 640px) 50vw, calc(100vw - 2rem)';

/**
 * A story's picture drawn large: a feed's lead story, a person's top story. It is the first screen's
 * largest picture, so it is asked for at once and first, not when it is laid out.
 */
export function LeadPicture({
  thumbnail,
  sizes = LEAD_SIZES,
  className = '',
}: {
  thumbnail: Thumbnail;
  /** How wide the picture is drawn, as `<img sizes>` says it. */
  sizes?: string;
  className?: string;
}) {
  const variants = LEAD_WIDTHS.map((width) => ({
    width,
    url: resizedThumbnailUrl(thumbnail, { width, height: Math.round((width * 2) / 3) }),
  }));
  const complete = variants.every((variant) => variant.url);
  return (
    <img
      src={(complete ? variants[1]?.url : undefined) ?? thumbnail.url}
      srcSet={complete ? variants.map(({ url, width }) => `${url} ${width}w`).join(', ') : undefined}
      sizes={complete ? sizes : undefined}
      alt=""
      width={600}
      height={400}
      fetchPriority="high"
      decoding="async"
      className={`block aspect-[3/2] h-auto w-full rounded-lg bg-paper-sunk object-cover ${className}`}
    />
  );
}
