// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withSafeImageUrls } from './image-urls';

const ORIGIN = 'https://gazette.example';
const FOLLOW = '/mediaApi/v1.0/person/X/add?userId=victim';
const HOSTILE = [
  FOLLOW,
  `${ORIGIN}${FOLLOW}`,
  '/media/%2e%2e/mediaApi/v1.0/person/X/add',
  'javascript:alert(1)',
  'data:image/png;base64,AAAA',
  'http://insecure.example/a.png',
  '/settings',
  '/media/a.png?x=1',
];

describe('image addresses in an answer', () => {
  it.each(HOSTILE)('refuses %s wherever an answer names an image', (bad) => {
    const story = withSafeImageUrls(
      {
        content: [
          {
            contentId: '1',
            contentSourceLogo: bad,
            images: {
              mainImage: { url: bad, width: 1, height: 1 },
              mainImageThumbnail: { url: bad, width: 1, height: 1, quality: 80 },
              additionalImages: [
                { url: bad, width: 1, height: 1, offset: 0 },
                { url: '/media/content/1/extra-0.jpg', width: 1, height: 1, offset: 1 },
              ],
            },
            media: { type: 'video', durationSeconds: 1, posterUrl: bad, playerUrl: 'https://v.example/' },
          },
        ],
      },
      ORIGIN,
    );
    expect(story).toEqual({
      content: [
        {
          contentId: '1',
          images: {
            additionalImages: [{ url: '/media/content/1/extra-0.jpg', width: 1, height: 1, offset: 1 }],
          },
          media: { type: 'video', durationSeconds: 1, playerUrl: 'https://v.example/' },
        },
      ],
    });
    expect(withSafeImageUrls({ id: 'Q1', name: 'P', imageUrl: bad }, ORIGIN)).toEqual({
      id: 'Q1',
      name: 'P',
    });
    expect(withSafeImageUrls({ followedTeams: [{ id: 'T', logoUrl: bad }] }, ORIGIN)).toEqual({
      followedTeams: [{ id: 'T' }],
    });
    expect(withSafeImageUrls({ categories: [{ categoryId: 1, imageUrl: bad }] }, ORIGIN)).toEqual({
      categories: [{ categoryId: 1 }],
    });
  });

  it('leaves out a comic whose strip is refused, and keeps the others', () => {
    const comics = withSafeImageUrls(
      {
        totalItems: 2,
        comics: [
          { contentId: 'a', imageURL: FOLLOW },
          { contentId: 'b', imageURL: '/media/comics/b.png' },
        ],
      },
      ORIGIN,
    );
    expect(comics.comics.map((comic) => comic.contentId)).toEqual(['b']);
  });

  it('keeps the app’s own /media/ images and https images elsewhere', () => {
    const person = { id: 'Q1', imageUrl: '/media/persons/Q1.png', logoUrl: 'https://cdn.example/l.png' };
    expect(withSafeImageUrls({ ...person }, ORIGIN)).toEqual(person);
  });
});
