// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canonicalView, describeView, feedSearchOf, portableView } from './portable-view';
import { publishedAfterFor } from './time-range';

const now = Date.parse('2026-11-22T15:42:10Z');
const day = 24 * 3_600_000;

describe('portable feed views', () => {
  it('keeps a time preset as the preset, so a "Past week" view is the past week whenever it opens', () => {
    const shown = { category: ['Sports'], language: 'en', publishedAfter: publishedAfterFor('week', now) };
    const view = portableView(shown, now);
    expect(view).toEqual({ query: 'category=Sports&language=en', within: 'week' });
    const later = now + 10 * day;
    const search = feedSearchOf(view, later);
    expect(search.get('category')).toBe('Sports');
    expect(search.get('publishedAfter')).toBe(publishedAfterFor('week', later));
  });

  it('keeps a custom date as that date, and the reader’s defaults as explicit values', () => {
    const view = portableView(
      { tag: ['goal'], language: '', countryCode: 'US', publishedAfter: '2026-01-01T00:00:00Z' },
      now,
    );
    expect(view.within).toBeUndefined();
    const search = feedSearchOf(view, now + 30 * day);
    expect(search.get('publishedAfter')).toBe('2026-01-01T00:00:00Z');
    // "Any language" stays said: another browser's default language must not creep in.
    expect(search.get('language')).toBe('');
    expect(search.get('countryCode')).toBe('US');
  });

  it('writes a view from elsewhere in the feed’s own form, dropping what the feed would refuse', () => {
    expect(canonicalView({ query: 'language=EN&category=Sports,Sports&bogus=1&countryCode=zz1' })).toEqual({
      query: 'category=Sports&language=en',
    });
    // With a preset, any date in the query gives way to it.
    expect(canonicalView({ query: 'publishedAfter=2020-01-01T00:00:00Z&tag=goal', within: 'day' })).toEqual({
      query: 'tag=goal',
      within: 'day',
    });
    expect(canonicalView(portableView({ category: ['Sports'], language: 'en' }, now))).toEqual(
      portableView({ language: 'en', category: ['Sports'] }, now),
    );
  });

  it('says what a view filters in the chips’ words', () => {
    expect(describeView({ query: 'category=Sports&language=en', within: 'week' }, now)).toBe(
      'Category: Sports, Language: English, Past week',
    );
    expect(describeView({ query: 'language=&countryCode=' }, now)).toBe('All stories');
  });
});
