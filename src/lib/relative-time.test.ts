import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format';
import { relativeTimeWords, type RelativeUnit } from './relative-time';

const UNITS: RelativeUnit[] = ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'];

describe('relative time without an Intl formatter', () => {
  it.each(['en', 'es', 'pt'])(
    'says in %s exactly what Intl.RelativeTimeFormat says, for every value below 1000',
    (language) => {
      const intl = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
      const differences: string[] = [];
      for (const unit of UNITS) {
        for (const value of [-0, ...Array.from({ length: 1999 }, (_, i) => i - 999)]) {
          const ours = relativeTimeWords(value, unit, language);
          const expected = intl.format(value, unit);
          if (ours !== expected) differences.push(`${value} ${unit}: ${ours} ≠ ${expected}`);
        }
      }
      expect(differences).toEqual([]);
    },
  );

  it('leaves other locales, large numbers and fractions to Intl', () => {
    expect(relativeTimeWords(-3, 'hour', 'de')).toBeUndefined();
    expect(relativeTimeWords(-3, 'hour', 'pt-PT')).toBeUndefined();
    expect(relativeTimeWords(-3, 'hour', 'constructor')).toBeUndefined();
    expect(relativeTimeWords(-3, 'hour', undefined)).toBeUndefined();
    expect(relativeTimeWords(-1000, 'year', 'en')).toBeUndefined();
    expect(relativeTimeWords(-1.5, 'day', 'en')).toBeUndefined();
  });

  it('formats a story time in the interface language and in any other locale', () => {
    const now = Date.UTC(2026, 0, 10, 12);
    expect(formatRelativeTime(now / 1000 - 2 * 86400, now, 'es')).toBe('anteayer');
    expect(formatRelativeTime(now / 1000 - 10, now, 'pt')).toBe('há 10 segundos');
    expect(formatRelativeTime(now / 1000 + 90, now, 'en')).toBe('in 2 minutes');
    expect(formatRelativeTime(now / 1000 - 3 * 3600, now, 'de')).toBe('vor 3 Stunden');
    expect(formatRelativeTime(now / 1000 - 1500 * 365 * 86400, now, 'en')).toMatch(/^1,4\d\d years ago$/);
  });
});
