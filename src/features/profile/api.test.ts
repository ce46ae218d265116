import { describe, expect, it } from 'vitest';
import type { ContentItem } from '@/api/schemas';
import { hasProfileFilters, parseProfileFilters, suggestPersons } from './api';

describe('parseProfileFilters', () => {
  it('reads the sport types the API knows and a numeric competition id', () => {
    expect(parseProfileFilters(new URLSearchParams('sportType=6&competitionId=202'))).toEqual({
      sportType: 6,
      competitionId: 202,
    });
  });

  it('ignores anything else, so a hand-edited URL cannot make a 400', () => {
    const filters = parseProfileFilters(new URLSearchParams('sportType=3&competitionId=-1'));
    expect(filters).toEqual({});
    expect(hasProfileFilters(filters)).toBe(false);
    expect(parseProfileFilters(new URLSearchParams('sportType=soccer&competitionId=1e3'))).toEqual({});
  });
});

describe('suggestPersons', () => {
  const item = (persons: { id: string; name: string }[] | undefined): ContentItem => ({
    contentId: Math.random().toString(36),
    title: 't',
    contentSource: 's',
    publishedAt: 0,
    persons,
  });

  it('ranks persons by mentions, keeps first appearance on ties, and skips items without persons', () => {
    const a = { id: 'Q1', name: 'A' };
    const b = { id: 'Q2', name: 'B' };
    const c = { id: 'Q3', name: 'C' };
    expect(suggestPersons([item([a]), item(undefined), item([b, c]), item([c])])).toEqual([c, a, b]);
    expect(suggestPersons([item([a, b, c])], 2)).toEqual([a, b]);
  });
});
