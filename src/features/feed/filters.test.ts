// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/api/endpoints';
import {
  clearedFilters,
  compactFilters,
  filterChips,
  filtersFromSearch,
  filtersToSearch,
  mergeFilters,
  toContentFilters,
  withDefaults,
  withoutChip,
} from './filters';
import { LIST_FILTERS, toIsoDateTime } from './filter-table';

const parse = (query: string) => filtersFromSearch(new URLSearchParams(query));

describe('reading filters from the URL', () => {
  it('reads every filter by its API name', () => {
    const { filters, notices } = parse(
      'vendor=acme,globe&vendorFilter=tabloid&category=Sports&categoryFilter=Politics&topic=weather:ext' +
        '&person=Q615&team=Q7156&tag=goal&language=ES&countryCode=us&localCountryCode=mx&originCountryCode=br' +
        '&publishedAfter=2026-01-02T03:04:05Z&sortBy=Newest',
    );
    expect(notices).toEqual([]);
    expect(filters).toEqual({
      vendor: ['acme', 'globe'],
      vendorFilter: ['tabloid'],
      category: ['Sports'],
      categoryFilter: ['Politics'],
      topic: ['weather:ext'],
      person: ['Q615'],
      team: ['Q7156'],
      tag: ['goal'],
      language: 'es',
      countryCode: 'US',
      localCountryCode: 'MX',
      originCountryCode: 'BR',
      publishedAfter: '2026-01-02T03:04:05Z',
      sortBy: 'newest',
    });
  });

  it('trims list entries, drops empty ones and repeats, and joins repeated parameters', () => {
    expect(parse('tag= a ,,b,A&tag=c').filters.tag).toEqual(['a', 'b', 'c']);
    expect(parse('tag=,,').filters.tag).toBeUndefined();
  });

  it('drops malformed values with a notice instead of sending them', () => {
    const { filters, notices } = parse(
      'publishedAfter=2026-02-30&sortBy=oldest&language=english&countryCode=USA&topic=:ext',
    );
    expect(filters).toEqual({});
    expect(notices).toHaveLength(5);
    expect(notices.join(' ')).toMatch(/english/);
    expect(notices.join(' ')).toMatch(/2026-02-30.*not a valid date/);
    expect(notices.join(' ')).toMatch(/oldest.*not a known order/);
  });

  it('keeps the contract limits on list parameters', () => {
    const many = Array.from({ length: 60 }, (_, index) => `t${index}`).join(',');
    const long = 'x'.repeat(101);
    const { filters, notices } = parse(`tag=${many}&vendor=${long},ok`);
    expect(filters.tag).toHaveLength(50);
    expect(filters.vendor).toEqual(['ok']);
    expect(notices).toHaveLength(2);
  });

  it('reads an empty language or country as an explicit "any"', () => {
    expect(parse('language=&countryCode=').filters).toEqual({ language: '', countryCode: '' });
  });
});

describe('writing filters to the URL', () => {
  it('keeps parameters that are not filters and replaces the filters', () => {
    const search = filtersToSearch(
      { tag: ['a', 'b'], sortBy: 'newest' },
      new URLSearchParams('tab=x&tag=old'),
    );
    expect(search.toString()).toBe('tab=x&tag=a%2Cb&sortBy=newest');
  });

  it('keeps publishedAfter as an ISO date-time in UTC in the URL, and sends the API its own form', () => {
    const { filters } = parse('publishedAfter=2026-01-02T04:04:05%2B01:00');
    expect(filtersToSearch(filters).get('publishedAfter')).toBe('2026-01-02T03:04:05Z');
    expect(endpoints.contentList(toContentFilters(filters)).query.get('publishedAfter')).toBe(
      '01/02/2026 03:04:05',
    );
  });

  it('round-trips any valid filters (property)', () => {
    const entry = fc
      .string({ minLength: 1, maxLength: 20 })
      .map((value) => value.replace(/,/g, '').trim())
      .filter((value) => value !== '' && value.toLowerCase() !== ':ext');
    const list = fc.uniqueArray(entry, { maxLength: 5, selector: (value) => value.toLowerCase() });
    const language = fc.constantFrom('', 'en', 'ES', 'pt');
    const country = fc.constantFrom('', 'us', 'ES', 'br');
    const filtersArb = fc.record(
      {
        vendor: list,
        categoryFilter: list,
        topic: list,
        tag: list,
        language: language.map((value) => value.toLowerCase()),
        countryCode: country.map((value) => value.toUpperCase()),
        publishedAfter: fc
          .integer({ min: 0, max: 4_000_000_000 })
          .map((seconds) => toIsoDateTime(new Date(seconds * 1000))),
        sortBy: fc.constant('newest' as const),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(filtersArb, (filters) => {
        const expected = Object.fromEntries(
          Object.entries(filters).filter(([, value]) => !Array.isArray(value) || value.length > 0),
        );
        const back = filtersFromSearch(filtersToSearch(filters));
        expect(back.notices).toEqual([]);
        expect(back.filters).toEqual(expected);
      }),
    );
  });
});

describe('defaults, chips and clearing', () => {
  const defaults = { language: 'es', country: 'MX' };

  it('applies the user defaults only where the URL says nothing', () => {
    expect(withDefaults({}, defaults)).toMatchObject({ language: 'es', countryCode: 'MX' });
    expect(withDefaults({ language: 'en', countryCode: '' }, defaults)).toMatchObject({
      language: 'en',
      countryCode: '',
    });
  });

  it('shows defaults as chips, and removing one writes an explicit "any" into the URL', () => {
    const chosen = { tag: ['goal'] };
    const chips = filterChips(chosen, withDefaults(chosen, defaults));
    expect(chips.map((chip) => [chip.label, chip.isDefault])).toEqual([
      ['Tag: goal', false],
      ['Language: es', true],
      ['Shown in country: MX', true],
    ]);
    const next = withoutChip(chosen, chips[1]!);
    expect(filtersToSearch(next).toString()).toBe('tag=goal&language=');
    expect(compactFilters(withDefaults(next, defaults))).toEqual({ tag: ['goal'], countryCode: 'MX' });
  });

  it('removes one value of a list filter and the filter when it was the last', () => {
    expect(withoutChip({ tag: ['a', 'b'] }, { name: 'tag', value: 'a' })).toEqual({ tag: ['b'] });
    expect(withoutChip({ tag: ['a'] }, { name: 'tag', value: 'a' })).toEqual({});
  });

  it('labels extended topics and names ids', () => {
    const chips = filterChips({ topic: ['Q1:ext'] }, { topic: ['Q1:ext'] }, (_name, value) =>
      value === 'Q1' ? 'Weather' : value,
    );
    expect(chips[0]!.label).toBe('Search: “Weather”');
  });

  it('clear all switches the defaults off too', () => {
    expect(compactFilters(withDefaults(clearedFilters(), defaults))).toEqual({});
  });

  it('lets a page’s fixed filters win over the chosen ones', () => {
    expect(mergeFilters({ category: ['Sports'] }, { category: ['News'], tag: ['x'] })).toEqual({
      category: ['Sports'],
      tag: ['x'],
    });
  });

  it('lists every list filter the API knows', () => {
    const query = endpoints.contentList(Object.fromEntries(LIST_FILTERS.map((name) => [name, ['v']]))).query;
    expect([...query.keys()].sort()).toEqual([...LIST_FILTERS].sort());
  });
});
