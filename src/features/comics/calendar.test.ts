import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dayForKey,
  findWindowDays,
  lastOfMonth,
  monthWeeks,
  nearestDay,
  type DayPage,
} from './calendar';

/** A newest-first list of strip days: `perDay` strips on each day from `newest` back `span` days, minus `gaps`. */
function fakeList(newest: string, span: number, perDay: number, gaps: ReadonlySet<string> = new Set()) {
  const list: string[] = [];
  for (let index = 0; index < span; index += 1) {
    const day = addDays(newest, -index);
    if (!gaps.has(day)) for (let n = 0; n < perDay; n += 1) list.push(day);
  }
  const offsets: number[] = [];
  const fetchPage = async (offset: number): Promise<DayPage> => {
    offsets.push(offset);
    return list.slice(offset, offset + 50);
  };
  return { list, fetchPage, offsets };
}

function expected(list: string[], start: string, end: string) {
  return new Set(list.filter((day) => day >= start && day <= end));
}

describe('calendar arithmetic', () => {
  it('lays out a month in Monday-first weeks', () => {
    const weeks = monthWeeks('2026-03');
    expect(weeks[0]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      '2026-03-01',
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('steps months and knows their last day', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(lastOfMonth('2028-02')).toBe('2028-02-29');
  });

  it('moves with the date picker keys', () => {
    expect(dayForKey('2026-03-04', 'ArrowLeft')).toBe('2026-03-03');
    expect(dayForKey('2026-03-04', 'ArrowDown')).toBe('2026-03-11');
    expect(dayForKey('2026-03-04', 'Home')).toBe('2026-03-02');
    expect(dayForKey('2026-03-04', 'End')).toBe('2026-03-08');
    expect(dayForKey('2026-03-31', 'PageUp')).toBe('2026-02-28');
    expect(dayForKey('2026-03-31', 'PageDown', true)).toBe('2027-03-31');
    expect(dayForKey('2026-03-04', 'x')).toBeUndefined();
  });

  it('finds the nearest day, the earlier on a tie', () => {
    expect(nearestDay('2026-03-10', ['2026-03-07', '2026-03-12', undefined])).toBe('2026-03-12');
    expect(nearestDay('2026-03-10', ['2026-03-08', '2026-03-12'])).toBe('2026-03-08');
    expect(nearestDay('2026-03-10', [])).toBeUndefined();
  });
});

describe('finding the days of a window that have strips', () => {
  const options = { pageSize: 50, maxRequests: 6 };

  it('reads the current month from the head pages', async () => {
    const { list, fetchPage } = fakeList('2026-11-22', 730, 6);
    const found = await findWindowDays(fetchPage, '2026-11-01', '2026-11-30', options);
    expect(found.days).toEqual(expected(list, '2026-11-01', '2026-11-30'));
    expect(found.complete).toBe(true);
    expect(found.newest).toBe('2026-11-22');
    expect(found.older).toBe('2026-10-31');
    expect(found.requests).toBeLessThanOrEqual(4);
  });

  it('jumps to a month two years back in a few requests', async () => {
    const { list, fetchPage } = fakeList('2026-11-22', 730, 1);
    const found = await findWindowDays(fetchPage, '2025-01-01', '2025-01-31', options);
    expect(found.days).toEqual(expected(list, '2025-01-01', '2025-01-31'));
    expect(found.complete).toBe(true);
    expect(found.newer).toBe('2025-02-01');
    expect(found.older).toBe('2024-12-31');
    expect(found.requests).toBeLessThanOrEqual(4);
  });

  it('says a month after the newest strip has none, and where the nearest is', async () => {
    const { fetchPage } = fakeList('2026-11-22', 100, 1);
    const found = await findWindowDays(fetchPage, '2026-12-01', '2026-12-31', options);
    expect(found.days.size).toBe(0);
    expect(found.older).toBe('2026-11-22');
    expect(found.requests).toBe(1);
  });

  it('says a month before the first strip has none', async () => {
    const { fetchPage } = fakeList('2026-11-22', 100, 1);
    const found = await findWindowDays(fetchPage, '2020-01-01', '2020-01-31', { ...options, maxRequests: 8 });
    expect(found.days.size).toBe(0);
    expect(found.complete).toBe(true);
    expect(found.newer).toBe(addDays('2026-11-22', -99));
  });

  it('is exact for any density, gaps and window, within its request budget', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 0, max: 420 }),
        fc.array(fc.integer({ min: 0, max: 400 }), { maxLength: 60 }),
        async (perDay, span, back, gapOffsets) => {
          const newest = '2026-11-22';
          const gaps = new Set(gapOffsets.map((offset) => addDays(newest, -offset)));
          const { list, fetchPage } = fakeList(newest, span, perDay, gaps);
          const end = addDays(newest, -back);
          const start = addDays(end, -30);
          const found = await findWindowDays(fetchPage, start, end, { pageSize: 50, maxRequests: 40 });
          expect(found.complete).toBe(true);
          expect(found.days).toEqual(expected(list, start, end));
          expect(found.older).toBe(list.find((day) => day < start));
          expect(found.newer).toBe([...list].reverse().find((day) => day > end));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('stops at its budget and says the window is incomplete', async () => {
    const { fetchPage, offsets } = fakeList('2026-11-22', 730, 6);
    const found = await findWindowDays(fetchPage, '2026-01-01', '2026-10-31', {
      pageSize: 50,
      maxRequests: 3,
    });
    expect(found.complete).toBe(false);
    expect(offsets.length).toBe(3);
  });
});
