// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { peopleKeys, sportName } from './api';

describe('people api', () => {
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
