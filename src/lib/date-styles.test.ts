// @vitest-environment node
// One way of writing dates per interface language: the short style of cards and bylines and the
// long style of headings are of one family, in the language's own order and words.
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatUtcDay } from './format';

const day = new Date(Date.UTC(2026, 9, 28)); // a Wednesday
const noon = Date.UTC(2026, 9, 28, 15, 8) / 1000;

describe.each([
  ['en', 'Oct 28, 2026', 'Wednesday, October 28, 2026', 'Oct 28, 2026, 3:08 PM'],
  ['es', '28 oct 2026', 'miércoles, 28 de octubre de 2026', '28 oct 2026, 15:08'],
  ['pt', '28 de out. de 2026', 'quarta-feira, 28 de outubro de 2026', '28 de out. de 2026, 15:08'],
])('dates in %s', (language, short, long, byline) => {
  it('writes the short style of cards and filters', () => {
    expect(formatUtcDay(day, language, 'medium')).toBe(short);
  });
  it('writes the long style of headings', () => {
    expect(formatUtcDay(day, language, 'weekday')).toBe(long);
  });
  it("writes a byline's date and time in the short style's words and order", () => {
    expect(formatDateTime(noon, language, 'UTC')).toBe(byline);
    expect(byline.startsWith(short)).toBe(true);
  });
});
