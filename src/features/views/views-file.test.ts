import { describe, expect, it } from 'vitest';
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
});
