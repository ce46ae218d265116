import { describe, expect, it } from 'vitest';
import type { Comic } from '@/api/schemas';
import { parseMonth, readArchiveMonth } from './archive';
import { addDays } from './calendar';

/** One strip a day, newest first, from `newest` back `days` days: the reference server's shape for one theme. */
function archive(newest: string, days: number): Comic[] {
  return Array.from({ length: days }, (_, index) => {
    const day = addDays(newest, -index);
    return {
      contentId: `strip-${day}`,
      pubDate: Date.parse(`${day}T06:00:00Z`) / 1000,
      theme: 'GARFIELD',
      imageURL: `/media/comics/${day}.png`,
    } as Comic;
  });
}

function pages(all: Comic[], pageSize: number) {
  const offsets: number[] = [];
  return {
    offsets,
    fetchPage: (offset: number) => {
      offsets.push(offset);
      return Promise.resolve(all.slice(offset, offset + pageSize));
    },
  };
}

describe('a comic’s archive month', () => {
  it('lists every strip of the month, newest first, reading only the pages it needs', async () => {
    const source = pages(archive('2026-03-10', 200), 20);
    const month = await readArchiveMonth(source.fetchPage, '2026-02', { pageSize: 20 });
    expect(month.comics).toHaveLength(28);
    expect(month.comics[0]?.contentId).toBe('strip-2026-02-28');
    expect(month.comics.at(-1)?.contentId).toBe('strip-2026-02-01');
    expect(month).toMatchObject({ newestMonth: '2026-03', older: true, complete: true });
    // Pages of 20 from 10 March: the second ends on 30 January, past the month's start; no third is read.
    expect(source.offsets).toEqual([0, 20]);
  });

  it('knows the oldest month has nothing before it, and a month before the archive is empty', async () => {
    const oldest = await readArchiveMonth(pages(archive('2026-03-10', 40), 20).fetchPage, '2026-01', {
      pageSize: 20,
    });
    expect(oldest.comics.map((comic) => comic.contentId)).toEqual(['strip-2026-01-31', 'strip-2026-01-30']);
    expect(oldest.older).toBe(false);
    const before = await readArchiveMonth(pages(archive('2026-03-10', 40), 20).fetchPage, '2025-12', {
      pageSize: 20,
    });
    expect(before.comics).toEqual([]);
    expect(before.complete).toBe(true);
  });

  it('stops at its request budget and says the month may be incomplete', async () => {
    const source = pages(archive('2026-03-10', 400), 20);
    const month = await readArchiveMonth(source.fetchPage, '2025-01', { pageSize: 20, maxRequests: 3 });
    expect(source.offsets).toHaveLength(3);
    expect(month).toMatchObject({ comics: [], complete: false, older: undefined });
  });

  it('reads a month from the URL only when it is one', () => {
    expect(parseMonth('2026-02')).toBe('2026-02');
    expect(parseMonth('2026-13')).toBeUndefined();
    expect(parseMonth('feb')).toBeUndefined();
    expect(parseMonth(null)).toBeUndefined();
  });
});
