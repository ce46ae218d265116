// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasProfileFilters, parseProfileFilters } from './api';

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
