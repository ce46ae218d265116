import { useId, useState } from 'react';
import { RadioPill } from '@/components/ui/radio-pill';
import { useMessages } from '@/lib/i18n';
import { toIsoDateTime } from '../filter-table';
import { feedMessages } from '../messages';
import { feedFilterMessages } from '../filter-messages';
import { publishedAfterFor, TIME_PRESETS, timePresetOf, type TimePreset } from '../time-range';
import { field, labelClass } from './filter-fields';

const pad = (n: number) => String(n).padStart(2, '0');
/** `<input type="date">` speaks the reader's local day; the URL keeps an ISO date-time in UTC. */
const toLocalDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** When: any time, the past day, week or month, or since a day the reader picks. */
export function TimeField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string | undefined) => void;
}) {
  const t = useMessages(feedMessages);
  const tf = useMessages(feedFilterMessages);
  const name = useId();
  const dateId = useId();
  const fromUrl = timePresetOf(value || undefined);
  // "Custom" without a date yet is only on screen; the URL changes once a day is picked.
  const [customOpen, setCustomOpen] = useState(false);
  const preset: TimePreset = customOpen && fromUrl === 'any' ? 'custom' : fromUrl;
  const choose = (next: TimePreset) => {
    setCustomOpen(next === 'custom');
    if (next !== 'custom') onChange(publishedAfterFor(next));
  };
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className={`${labelClass} mb-1`}>{tf.time}</legend>
      <div className="flex flex-wrap gap-1.5">
        {TIME_PRESETS.map((option) => (
          <RadioPill
            key={option.value}
            name={name}
            value={option.value}
            checked={preset === option.value}
            onChange={() => choose(option.value)}
          >
            {t.times[option.value]}
          </RadioPill>
        ))}
      </div>
      {preset === 'custom' && (
        <div className="mt-2 flex flex-col gap-1">
          <label htmlFor={dateId} className={labelClass}>
            {t.filters.publishedAfter}
          </label>
          <input
            id={dateId}
            type="date"
            value={value ? toLocalDate(new Date(value)) : ''}
            onChange={(event) => {
              const [year, month, day] = event.target.value.split('-').map(Number);
              if (!year || !month || !day) return onChange(undefined);
              onChange(toIsoDateTime(new Date(year, month - 1, day)));
            }}
            className={field}
          />
        </div>
      )}
    </fieldset>
  );
}
