// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { contentItemSchema } from '@contract/schemas';
import { toSavedStory } from './saved-story';

// The contract's schema of the fields a saved story keeps: the hand check must agree with it exactly.
const savedStorySchema = z.pick(contentItemSchema, {
  contentId: true,
  title: true,
  summary: true,
  contentSource: true,
  contentSourceDisplay: true,
  contentSourceLogo: true,
  categories: true,
  categoriesEnglish: true,
  images: true,
  publishedAt: true,
  media: true,
  contentURL: true,
});

const full = {
  contentId: 'c1',
  title: 'A title',
  summary: 'Summary',
  contentSource: 'reuters',
  contentSourceDisplay: 'Reuters',
  contentSourceLogo: '/media/logo.png',
  categories: ['Sport'],
  categoriesEnglish: ['Sports'],
  images: {
    mainImage: { url: '/media/a.jpg', width: 800, height: 600, extra: 1 },
    mainImageThumbnail: { url: '/media/t.jpg', width: 300, height: 200, quality: 80 },
    additionalImages: [{ url: '/media/b.jpg', width: 10, height: 10, offset: 3 }],
  },
  publishedAt: 1_700_000_000,
  media: { type: 'video', durationSeconds: 90, posterUrl: '/media/p.jpg', playerUrl: 'https://v/1' },
  contentURL: 'https://example.com/c1',
  persons: [{ id: 'Q1', name: 'Someone' }],
  views: 12,
};

const wrongValues: unknown[] = [undefined, null, 'text', 3.5, -1, 7, true, [], ['x'], [1], {}, { url: 'x' }];
const paths = [
  ['contentId'],
  ['title'],
  ['summary'],
  ['contentSource'],
  ['contentSourceDisplay'],
  ['contentSourceLogo'],
  ['categories'],
  ['categoriesEnglish'],
  ['images'],
  ['images', 'mainImage'],
  ['images', 'mainImage', 'width'],
  ['images', 'mainImageThumbnail', 'quality'],
  ['images', 'additionalImages'],
  ['images', 'additionalImages', '0', 'offset'],
  ['publishedAt'],
  ['media'],
  ['media', 'type'],
  ['media', 'durationSeconds'],
  ['media', 'posterUrl'],
  ['media', 'playerUrl'],
  ['contentURL'],
];

function withValue(path: string[], value: unknown): unknown {
  const copy = structuredClone(full) as Record<string, unknown>;
  let at: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  const last = path[path.length - 1]!;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}

describe('a saved story, checked without zod', () => {
  it('keeps the fields a saved story has, and drops the rest, as the schema does', () => {
    expect(toSavedStory(full)).toEqual(savedStorySchema.parse(full));
    expect(toSavedStory(full)).not.toHaveProperty('persons');
    expect(toSavedStory(full)?.images?.mainImage).not.toHaveProperty('extra');
  });

  it.each(paths.map((path) => [path.join('.'), path] as const))(
    'agrees with the contract on every wrong or missing %s',
    (_name, path) => {
      for (const value of wrongValues) {
        const input = withValue(path, value);
        const parsed = savedStorySchema.safeParse(input);
        expect(toSavedStory(input), `${path.join('.')} = ${JSON.stringify(value)}`).toEqual(
          parsed.success ? parsed.data : undefined,
        );
      }
    },
  );

  it('refuses what is not a story at all', () => {
    for (const value of [null, 'junk', 1, [], { contentId: 1 }]) expect(toSavedStory(value)).toBeUndefined();
  });
});
