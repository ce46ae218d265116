// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ContentItem } from '@/api/schemas';
import { followReason, joinNames } from './reason';

const a = { id: 'Q1', name: 'Ann' };
const b = { id: 'Q2', name: 'Bo' };
const t = { id: 'T1', name: 'Tigers' };
const story: ContentItem = {
  contentId: 'c1',
  title: 'A story',
  contentSource: 's',
  publishedAt: 0,
  persons: [a, b],
  teams: [t],
};

describe('followReason', () => {
  it('names the followed persons, then teams, that the story names', () => {
    expect(followReason(story, { followedPersons: [b], followedTeams: [t] })).toEqual([
      { kind: 'person', ref: b },
      { kind: 'team', ref: t },
    ]);
  });

  it('gives nothing when the reader follows no one in the story, or follows are not known', () => {
    expect(followReason(story, { followedPersons: [{ id: 'Q9', name: 'Zed' }], followedTeams: [] })).toBe(
      undefined,
    );
    expect(followReason(story, undefined)).toBe(undefined);
  });
});

describe('joinNames', () => {
  it('reads as a sentence', () => {
    expect(joinNames(['Ann'])).toBe('Ann');
    expect(joinNames(['Ann', 'Bo'])).toBe('Ann and Bo');
    expect(joinNames(['Ann', 'Bo', 'Cy'])).toBe('Ann, Bo and Cy');
  });
});
