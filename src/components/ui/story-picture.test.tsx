import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isOnLadder } from '@contract/thumbnail-ladder';
import { LeadPicture, resizedThumbnailUrl } from './story-picture';

const onLadder = {
  url: '/media/content/abc/thumb-200x120-q80.jpg',
  width: 200,
  height: 120,
  quality: 80,
};

/** The picture a decorative `<img>` draws (it has no accessible name, so no role to find it by). */
function drawnImage(container: HTMLElement): HTMLImageElement {
  const image = container.querySelector('img');
  if (!image) throw new Error('no picture drawn');
  return image;
}

describe('resizedThumbnailUrl', () => {
  it('asks for a size of the ladder, never one that would cost a redirect', () => {
    expect(resizedThumbnailUrl(onLadder, { width: 400, height: 267 })).toBe(
      '/media/content/abc/thumb-360x240-q80.jpg',
    );
    const [, width, height] = /thumb-(\d+)x(\d+)-/.exec(
      resizedThumbnailUrl(onLadder, { width: 1000, height: 667 }) ?? '',
    )!;
    expect(isOnLadder({ width: Number(width), height: Number(height), quality: 80 })).toBe(true);
  });

  it('has no variants for a picture whose URL does not name its size', () => {
    expect(
      resizedThumbnailUrl({ ...onLadder, url: 'https://cdn.example/p.jpg' }, { width: 600, height: 400 }),
    ).toBe(undefined);
  });
});

describe('LeadPicture', () => {
  it('offers the browser three widths of the ladder and is fetched first, not when laid out', () => {
    const image = drawnImage(render(<LeadPicture thumbnail={onLadder} />).container);
    expect(image.getAttribute('srcset')).toBe(
      [
        '/media/content/abc/thumb-360x240-q80.jpg 360w',
        '/media/content/abc/thumb-600x360-q80.jpg 600w',
        '/media/content/abc/thumb-960x600-q80.jpg 960w',
      ].join(', '),
    );
    expect(image).toHaveAttribute('sizes');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('alt', '');
    // Its box is reserved before the picture arrives.
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '400');
  });

  it('draws an upstream picture it cannot resize as it was sent', () => {
    const thumbnail = { ...onLadder, url: 'https://cdn.example/p.jpg' };
    const image = drawnImage(render(<LeadPicture thumbnail={thumbnail} />).container);
    expect(image).toHaveAttribute('src', 'https://cdn.example/p.jpg');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });
});
