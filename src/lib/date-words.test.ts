// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRelativeTime, formatUtcDay } from './format';
import {
  DAY_STYLE_OPTIONS,
  dateTimeWords,
  relativeTimeWords,
  utcDayWords,
  type DayStyle,
  type RelativeUnit,
} from './date-words';

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

describe('a full date and time without an Intl formatter', () => {
  // Every day of two years (a leap year among them), at an hour and minute that walk through the clock.
  const instants = Array.from({ length: 731 }, (_, day) =>
    Date.UTC(2027, 0, 1 + day, (day * 7) % 24, (day * 13) % 60),
  ).concat([Date.UTC(2026, 0, 1, 0, 0), Date.UTC(2026, 0, 1, 12, 0), Date.UTC(2026, 11, 31, 23, 59)]);

  it.each(['en', 'es', 'pt'])(
    'says in %s exactly what Intl.DateTimeFormat says, in UTC and in the local zone',
    (language) => {
      const differences: string[] = [];
      for (const utc of [true, false]) {
        const intl = new Intl.DateTimeFormat(language, {
          dateStyle: 'medium',
          timeStyle: 'short',
          ...(utc ? { timeZone: 'UTC' } : {}),
        });
        for (const instant of instants) {
          const date = new Date(instant);
          const ours = dateTimeWords(date, language, utc);
          if (ours !== intl.format(date))
            differences.push(`${date.toISOString()} utc=${utc}: ${ours} ≠ ${intl.format(date)}`);
        }
      }
      expect(differences).toEqual([]);
    },
  );

  it('leaves other locales and dates out of the ordinary to Intl', () => {
    const date = new Date(Date.UTC(2026, 10, 22, 23, 8));
    expect(dateTimeWords(date, 'de', true)).toBeUndefined();
    expect(dateTimeWords(date, 'en-GB', true)).toBeUndefined();
    expect(dateTimeWords(new Date(Number.NaN), 'en', true)).toBeUndefined();
    expect(dateTimeWords(new Date(Date.UTC(999, 0, 1)), 'en', true)).toBeUndefined();
    expect(formatDateTime(date.getTime() / 1000, 'es', 'UTC')).toBe('22 nov 2026, 23:08');
    expect(formatDateTime(date.getTime() / 1000, 'de', 'UTC')).toBe('22.11.2026, 23:08');
  });
});

describe('a day in words without an Intl formatter', () => {
  // Every day of two years (a leap year among them).
  const days = Array.from({ length: 731 }, (_, day) => new Date(Date.UTC(2027, 0, 1 + day)));
  const styles: DayStyle[] = ['long', 'weekday', 'month', 'medium'];

  it.each(['en', 'es', 'pt'])(
    'says in %s exactly what Intl.DateTimeFormat says in UTC, in each style',
    (language) => {
      const differences: string[] = [];
      for (const style of styles) {
        const locale = language === 'en' ? 'en-US' : language;
        const intl = new Intl.DateTimeFormat(locale, { ...DAY_STYLE_OPTIONS[style], timeZone: 'UTC' });
        for (const date of days) {
          const ours = utcDayWords(date, language, style);
          if (ours !== intl.format(date))
            differences.push(`${date.toISOString()} ${style}: ${ours} ≠ ${intl.format(date)}`);
        }
      }
      expect(differences).toEqual([]);
    },
  );

  it('leaves other languages and years out of the ordinary to Intl', () => {
    const day = new Date(Date.UTC(2026, 2, 3));
    expect(utcDayWords(day, 'de', 'long')).toBeUndefined();
    expect(utcDayWords(new Date(Date.UTC(999, 0, 1)), 'en', 'long')).toBeUndefined();
    expect(formatUtcDay(day, 'pt', 'weekday')).toBe('terça-feira, 3 de março de 2026');
    expect(formatUtcDay(day, 'de', 'long')).toBe('3. März 2026');
  });
});
