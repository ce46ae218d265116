// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatApiDate,
  formatApiDateTime,
  formatRelativeTime,
  parseIsoDateTime,
  parseIsoDay,
  toIsoDay,
} from './format';

describe('API date formats (UTC)', () => {
  it('formats days and date-times with zero padding', () => {
    const date = new Date(Date.UTC(2026, 1, 3, 4, 5, 6));
    expect(formatApiDate(date)).toBe('02/03/2026');
    expect(formatApiDateTime(date)).toBe('02/03/2026 04:05:06');
    expect(toIsoDay(date)).toBe('2026-02-03');
  });
});

describe('parsing URL dates', () => {
  it('accepts real days and refuses impossible ones', () => {
    expect(parseIsoDay('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseIsoDay('2023-02-29')).toBeUndefined();
    expect(parseIsoDay('2023-13-01')).toBeUndefined();
    expect(parseIsoDay('yesterday')).toBeUndefined();
  });

  it('reads ISO date-times, as UTC when no zone is given', () => {
    expect(parseIsoDateTime('2026-01-02T03:04')?.toISOString()).toBe('2026-01-02T03:04:00.000Z');
    expect(parseIsoDateTime('2026-01-02T03:04:05+01:00')?.toISOString()).toBe('2026-01-02T02:04:05.000Z');
    expect(parseIsoDateTime('2026-01-02')?.toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(parseIsoDateTime('2026-01-02T25:00')).toBeUndefined();
    expect(parseIsoDateTime('01/02/2026')).toBeUndefined();
  });
});

describe('relative time', () => {
  it('picks the largest sensible unit', () => {
    const now = Date.UTC(2026, 0, 10, 12);
    expect(formatRelativeTime(now / 1000 - 30, now, 'en')).toBe('30 seconds ago');
    expect(formatRelativeTime(now / 1000 - 3 * 3600, now, 'en')).toBe('3 hours ago');
    expect(formatRelativeTime(now / 1000 - 86400, now, 'en')).toBe('yesterday');
  });
});
