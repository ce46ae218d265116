// The filter panel in a reader's words: a category, one box for sources, people, teams and topics (which
// also hides a source or a category), a language, one region, a time. Every parameter of the table
// (filter-table.ts) but the order is reached from here; the order is the switch above the stories.
import { SelectField } from '@/components/ui/select-field';
import { useMessages } from '@/lib/i18n';
import type { FeedFilters, FilterName, ListFilter, SingleFilter } from '../filter-table';
import { splitList } from '../filters';
import { feedMessages } from '../messages';
import { feedFilterMessages } from '../filter-messages';
import { PickField, RegionField, withRegion, type FilterSuggestions } from './filter-fields';
import { SubjectSearch } from './subject-search';
import { TimeField } from './time-field';

export interface FilterPanelProps {
  /** What the URL says (without the defaults). */
  chosen: FeedFilters;
  /** What the panel shows: chosen, plus the reader's defaults. */
  shown: FeedFilters;
  /**
   * A change, as a function of the filters the URL holds when it is applied (not of `chosen`, which
   * may not show an earlier change yet): two quick changes then both count.
   */
  onChange: (change: (current: FeedFilters) => FeedFilters) => void;
  /** Choices and suggestions by source (`category` holds the categories the API lists). */
  suggestions: FilterSuggestions;
  /** Filters the page fixes (a category page's category) are not offered. */
  hidden?: readonly FilterName[];
  /** The reader reached the names' box: load the newest stories' names (the chips name values with them). */
  onWantSuggestions?: () => void;
}

/** The filters a list page offers: what stories are about, their language, their region, their time. */
export function FilterPanel({
  hidden = [],
  chosen,
  shown,
  onChange,
  suggestions,
  onWantSuggestions,
}: FilterPanelProps) {
  const t = useMessages(feedMessages);
  const tf = useMessages(feedFilterMessages);
  const set = (name: SingleFilter, value: string | undefined) =>
    onChange((current) => {
      const next: Record<string, unknown> = { ...current };
      if (value === undefined) delete next[name];
      else next[name] = value;
      return next as FeedFilters;
    });
  const add = (name: ListFilter, value: string) =>
    onChange((current) => ({ ...current, [name]: splitList([...(current[name] ?? []), value].join(',')) }));
  const language = shown.language ?? '';
  const languageFromDefaults = chosen.language === undefined && language !== '';
  const languages = suggestions.language ?? [];
  return (
    <div className="space-y-5">
      {!hidden.includes('category') && (
        <PickField
          name="category"
          choices={suggestions.category ?? []}
          chosen={chosen.category ?? []}
          onChange={(values) =>
            onChange((current) => {
              const next: Record<string, unknown> = { ...current, category: values };
              if (values.length === 0) delete next.category;
              return next as FeedFilters;
            })
          }
          anyLabel={tf.anyCategory}
        />
      )}
      <div onFocusCapture={onWantSuggestions}>
        <SubjectSearch
          onAdd={add}
          categories={suggestions.category}
          language={shown.language || undefined}
          without={hidden.includes('category') ? ['category'] : []}
        />
      </div>
      <SelectField
        label={t.filters.language}
        value={language}
        onChange={(value) => set('language', value)}
        selectClassName="w-full min-w-0"
      >
        <option value="">{tf.anyLanguage}</option>
        {languages.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {/* The reader's own default, not chosen for this view, says so. */}
            {languageFromDefaults && choice.value === language
              ? tf.yourLanguage(choice.sentence ?? choice.label)
              : choice.label}
          </option>
        ))}
        {language && !languages.some((choice) => choice.value === language) && (
          <option value={language}>{language}</option>
        )}
      </SelectField>
      <RegionField
        shown={shown}
        onChange={(mode, country) => onChange((current) => withRegion(current, mode, country))}
      />
      <TimeField value={shown.publishedAfter ?? ''} onChange={(value) => set('publishedAfter', value)} />
    </div>
  );
}
