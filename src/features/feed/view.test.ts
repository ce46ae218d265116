import { describe, expect, it } from 'vitest';
import { feedView } from './view';

const settings = { language: 'es', country: 'MX' };

describe('the feed view', () => {
  it('gives the loader and the page one key for one location, whatever the query order', () => {
    const a = feedView({ search: 'tag=b,a&sortBy=newest', settings, fixed: { category: ['sports'] } });
    const b = feedView({ search: 'sortBy=newest&tag=b,a', settings, fixed: { category: ['sports'] } });
    expect(a.key).toEqual(b.key);
    expect(a.filters).toEqual({
      tag: ['b', 'a'],
      category: ['sports'],
      language: 'es',
      countryCode: 'MX',
      sortBy: 'newest',
    });
  });

  it('lets the page’s fixed filters win and keeps what the URL chose apart from the defaults', () => {
    const view = feedView({ search: 'category=News&language=', settings, fixed: { category: ['Sports'] } });
    expect(view.chosen).toEqual({ category: ['News'], language: '' });
    expect(view.shown).toEqual({ category: ['News'], language: '', countryCode: 'MX' });
    expect(view.filters).toEqual({ category: ['Sports'], countryCode: 'MX' });
  });

  it('keys the wire form: a publishedAfter written two ways is one view', () => {
    const utc = feedView({ search: 'publishedAfter=2026-01-02T03:04:05Z', settings });
    const offset = feedView({ search: 'publishedAfter=2026-01-02T04:04:05%2B01:00', settings });
    expect(offset.key).toEqual(utc.key);
    expect(utc.key[2]).toMatchObject({ publishedAfter: '01/02/2026 03:04:05' });
  });
});
