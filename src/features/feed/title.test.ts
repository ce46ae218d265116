// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { showStoriesLabel } from './components/filter-sheet';
import { describeTime, publishedAfterFor, timePresetOf } from './time-range';
import { feedTitle } from './title';

const now = Date.parse('2026-11-22T15:42:10Z');

describe('time presets', () => {
  it('turns a preset into an hour-rounded publishedAfter, and reads it back as the preset', () => {
    expect(publishedAfterFor('week', now)).toBe('2026-11-15T15:00:00Z');
    expect(publishedAfterFor('day', now)).toBe('2026-11-21T15:00:00Z');
    expect(publishedAfterFor('any', now)).toBeUndefined();
    for (const preset of ['day', 'week', 'month'] as const) {
      expect(timePresetOf(publishedAfterFor(preset, now), now)).toBe(preset);
      // An hour and a half later the same link still reads as the preset.
      expect(timePresetOf(publishedAfterFor(preset, now), now + 90 * 60_000)).toBe(preset);
    }
  });

  it('reads any other date as custom, and no date as any time', () => {
    expect(timePresetOf('2026-11-10T00:00:00Z', now)).toBe('custom');
    expect(timePresetOf(publishedAfterFor('week', now), now + 4 * 3_600_000)).toBe('custom');
    expect(timePresetOf(undefined, now)).toBe('any');
    expect(describeTime('2026-11-10T00:00:00Z', now)).toMatch(/^Since .*2026/);
  });
});

describe('feedTitle', () => {
  it('says what is shown: category, language and time', () => {
    const shown = { category: ['Sports'], language: 'en', publishedAfter: publishedAfterFor('week', now) };
    expect(feedTitle(shown, undefined, now)).toBe('Sports · English · Past week');
  });

  it('uses the reader’s name of a category', () => {
    expect(feedTitle({ category: ['Sports'], language: 'es' }, () => 'Deportes', now)).toBe(
      'Deportes · Español',
    );
  });

  it('reads a topic search as results for the words', () => {
    expect(feedTitle({ topic: ['rate cut:ext'] }, undefined, now)).toBe('Results for “rate cut”');
    expect(feedTitle({ topic: ['weather'] }, undefined, now)).toBe('Stories');
  });

  it('is "Stories" without filters, whatever the order', () => {
    expect(feedTitle({}, undefined, now)).toBe('Stories');
    expect(
      feedTitle({ person: ['Q1'], team: ['Q2'], language: 'en' }, undefined, now, (id) =>
        id === 'Q1' ? 'Ada Lovelace' : 'Lions',
      ),
    ).toBe('Ada Lovelace & Lions · English');
    expect(feedTitle({ sortBy: 'newest', language: '' }, undefined, now)).toBe('Stories');
  });
});

describe('showStoriesLabel', () => {
  it('says how many stories the filters find, and never more than it knows', () => {
    expect(showStoriesLabel(undefined, 20)).toBe('Show stories');
    expect(showStoriesLabel(0, 20)).toBe('No stories match');
    expect(showStoriesLabel(1, 20)).toBe('Show 1 story');
    expect(showStoriesLabel(7, 20)).toBe('Show 7 stories');
    expect(showStoriesLabel(20, 20)).toBe('Show 20+ stories');
  });
});
