// "Past week" and its kin: how the reader picks a time, kept in the URL as `publishedAfter` (ISO).
import { formatUtcDay, toIsoDateTime } from '@/lib/format';
import { interfaceLanguage, type InterfaceLanguage } from '@/lib/i18n';
import { feedMessages } from './messages';
import type { TimePreset } from './time-preset';

export type { TimePreset };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The presets; each one's words are the feed catalogue's `times[value]`. */
export const TIME_PRESETS: readonly { value: TimePreset; span?: number }[] = [
  { value: 'any' },
  { value: 'day', span: DAY },
  { value: 'week', span: 7 * DAY },
  { value: 'month', span: 30 * DAY },
  { value: 'custom' },
];

/**
 * The `publishedAfter` of a preset, rounded down to the hour: clicks within the same hour ask the
 * same question (one cache entry), and the value still reads as the preset an hour later.
 */
export function publishedAfterFor(preset: TimePreset, now = Date.now()): string | undefined {
  const span = TIME_PRESETS.find((entry) => entry.value === preset)?.span;
  if (span === undefined) return undefined;
  return toIsoDateTime(new Date(Math.floor((now - span) / HOUR) * HOUR));
}

/** Which preset a URL's `publishedAfter` reads as: a preset while it is at most 3 hours older. */
export function timePresetOf(publishedAfter: string | undefined, now = Date.now()): TimePreset {
  if (!publishedAfter) return 'any';
  const age = now - new Date(publishedAfter).getTime();
  const match = TIME_PRESETS.find(
    (entry) => entry.span !== undefined && age >= entry.span - 60_000 && age <= entry.span + 3 * HOUR,
  );
  return match?.value ?? 'custom';
}

/**
 * How a view's time reads in its title and chip, in the interface language: "Past week", or
 * "Since Nov 15, 2026" (the day in UTC, so the server and the browser write the same).
 */
export function describeTime(
  publishedAfter: string | undefined,
  now = Date.now(),
  language: InterfaceLanguage = interfaceLanguage(),
): string | undefined {
  const preset = timePresetOf(publishedAfter, now);
  if (preset === 'any') return undefined;
  const t = feedMessages[language];
  if (preset !== 'custom') return t.times[preset];
  return t.since(formatUtcDay(new Date(publishedAfter!), language, 'medium'));
}
