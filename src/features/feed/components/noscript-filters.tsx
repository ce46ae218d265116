// The filters for a reader without JavaScript: category, language, time and order as plain links
// that reload the same view with that choice in the URL, keeping its other filters. With JavaScript the
// panel does the same live; React renders nothing of <noscript> in the browser.
import { useLocation } from 'react-router-dom';
import { ChoiceLinks } from '@/components/ui/choice-links';
import { useInterfaceLanguage } from '@/lib/i18n';
import { contentLanguageChoices } from '@/lib/languages';
import { feedMessages } from '../messages';
import { feedFilterMessages } from '../filter-messages';
import type { FeedFilters, FilterName } from '../filter-table';
import { publishedAfterFor, TIME_PRESETS, timePresetOf } from '../time-range';
import type { Choice } from './filter-fields';

interface Option {
  label: string;
  value: string;
}

/** The links of one filter: this view's URL with that value (its other filters kept, paging reset). */
function FilterLinks({
  name,
  label,
  options,
  current,
}: {
  name: FilterName;
  label: string;
  options: Option[];
  current: string;
}) {
  const { pathname, search } = useLocation();
  const href = (value: string) => {
    const next = new URLSearchParams(search);
    next.delete('page');
    if (value === '') next.delete(name);
    else next.set(name, value);
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <ChoiceLinks
      label={label}
      choices={options.map((option) => ({
        label: option.label,
        href: href(option.value),
        current: option.value === current,
      }))}
    />
  );
}

export function NoScriptFilters({
  shown,
  categoryChoices,
  hidden = [],
}: {
  shown: FeedFilters;
  categoryChoices: Choice[];
  hidden?: readonly FilterName[];
}) {
  const language = useInterfaceLanguage();
  const t = feedMessages[language];
  const tf = feedFilterMessages[language];
  const time = timePresetOf(shown.publishedAfter);
  return (
    <noscript>
      <div className="mb-6 space-y-3">
        <h2 className="font-serif text-lg font-semibold">{tf.filterStories}</h2>
        {!hidden.includes('category') && (
          <FilterLinks
            name="category"
            label={t.filters.category}
            current={shown.category?.[0] ?? ''}
            options={[{ label: tf.any, value: '' }, ...categoryChoices]}
          />
        )}
        <FilterLinks
          name="language"
          label={t.filters.language}
          current={shown.language ?? ''}
          options={[
            { label: tf.any, value: '' },
            ...contentLanguageChoices(language).map(({ code, name }) => ({ label: name, value: code })),
          ]}
        />
        <FilterLinks
          name="publishedAfter"
          label={tf.time}
          current={time === 'custom' ? (shown.publishedAfter ?? '') : (publishedAfterFor(time) ?? '')}
          options={TIME_PRESETS.filter((preset) => preset.value !== 'custom').map((preset) => ({
            label: t.times[preset.value],
            value: publishedAfterFor(preset.value) ?? '',
          }))}
        />
        <FilterLinks
          name="sortBy"
          label={t.sort}
          current={shown.sortBy ?? ''}
          options={[
            { label: t.topFirst, value: '' },
            { label: t.newestFirst, value: 'newest' },
          ]}
        />
      </div>
    </noscript>
  );
}
