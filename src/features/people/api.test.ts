import { describe, expect, it } from 'vitest';
import type { ContentItem } from '@/api/schemas';
import { peopleKeys, personsMentioned, sportName } from './api';

const item = (persons?: { id: string; name: string }[]): ContentItem => ({
  contentId: 'x',
  title: 't',
  contentSource: 's',
  publishedAt: 0,
  persons,
});

describe('people api', () => {
  it('lists the persons of a team’s stories, most mentioned first', () => {
    const a = { id: 'Q1', name: 'A' };
    const b = { id: 'Q2', name: 'B' };
    expect(personsMentioned([item([a, b]), item([b]), item()])).toEqual([b, a]);
  });

  it('keeps a team’s persons under the team, apart from the team itself', () => {
    expect(peopleKeys.teamPersons('Q5').slice(0, peopleKeys.team('Q5').length)).toEqual(
      peopleKeys.team('Q5'),
    );
    expect(peopleKeys.teamPersons('Q5')).not.toEqual(peopleKeys.team('Q5'));
  });

  it('names the three sport types', () => {
    expect([1, 2, 6, 3, undefined].map(sportName)).toEqual([
      'Soccer',
      'Basketball',
      'Football',
      undefined,
      undefined,
    ]);
  });
});
