import { describe, expect, it } from 'vitest';
import { EMPTY_FOLLOWS } from '@/lib/follows';
import type { SavedView, ViewFeed } from './store';
import { readViewsFile, viewsFileText } from './views-file';

const views: SavedView[] = [
  { id: '1', name: 'Sports · English · Past week', query: 'category=Sports&language=en', within: 'week' },
  { id: '2', name: 'Goals', query: 'tag=goal' },
];
const asIs = (feed: ViewFeed) => feed;

describe('the saved-views file', () => {
  it('reads back what it wrote, in order, without the local ids', () => {
    const text = viewsFileText(views);
    expect(text).not.toContain('"id"');
    expect(readViewsFile(text, asIs)).toEqual({
      views: [
        { name: 'Sports · English · Past week', query: 'category=Sports&language=en', within: 'week' },
        { name: 'Goals', query: 'tag=goal' },
      ],
    });
  });

  it('writes every view’s feed in its one form on the way in', () => {
    const read = readViewsFile(viewsFileText(views), (feed) => ({
      ...feed,
      query: feed.query.toUpperCase(),
    }));
    expect('views' in read && read.views.map((view) => view.query)).toEqual([
      'CATEGORY=SPORTS&LANGUAGE=EN',
      'TAG=GOAL',
    ]);
  });

  it('refuses a file that is not JSON, not ours, or has a damaged view, saying so', () => {
    expect(readViewsFile('{ nope', asIs)).toEqual({
      error: expect.stringMatching(/not JSON.*Nothing was imported/),
    });
    expect(readViewsFile(JSON.stringify({ views: [] }), asIs)).toEqual({
      error: expect.stringMatching(/not a Gazette saved-views file/),
    });
    const damaged = JSON.parse(viewsFileText(views)) as { views: Record<string, unknown>[] };
    damaged.views[1]!.within = 'forever';
    expect(readViewsFile(JSON.stringify(damaged), asIs)).toEqual({
      error: expect.stringMatching(/^View 2 in this file is damaged \(within\)/),
    });
    damaged.views[1] = { query: 'tag=x' };
    expect(readViewsFile(JSON.stringify(damaged), asIs)).toEqual({
      error: expect.stringMatching(/View 2 .* \(name\)/),
    });
  });

  it('carries the reader’s follows and mutes, and still reads a file of views only (version 1)', () => {
    const follows = {
      ...EMPTY_FOLLOWS,
      provider: [{ id: 'pitchside', name: 'Pitchside' }],
      category: [{ id: 'Sports', name: 'Deportes' }],
      mutedWords: ['gossip'],
    };
    const text = viewsFileText(views, follows);
    expect(JSON.parse(text)).toMatchObject({ version: 2, follows });
    expect(readViewsFile(text, asIs)).toMatchObject({ follows });
    // Nothing followed: no follows in the file, none read back.
    expect(JSON.parse(viewsFileText(views, EMPTY_FOLLOWS))).not.toHaveProperty('follows');
    const old = JSON.stringify({
      format: 'gazette-saved-views',
      version: 1,
      views: [{ name: 'Goals', query: 'tag=goal' }],
    });
    expect(readViewsFile(old, asIs)).toEqual({ views: [{ name: 'Goals', query: 'tag=goal' }] });
    // A damaged follow is left out; the rest of the file still imports.
    const damaged = JSON.parse(text) as { follows: { provider: unknown[] } };
    damaged.follows.provider.push({ id: '' }, 'x');
    expect(readViewsFile(JSON.stringify(damaged), asIs)).toMatchObject({ follows });
  });
});
