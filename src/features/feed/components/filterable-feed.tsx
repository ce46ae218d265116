import { useId, useMemo, useState, type ReactNode } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import type { ContentItem } from '@/api/schemas';
import { Button } from '@/components/ui/button';
import { LocalFollowButton } from '@/components/ui/local-follow';
import { RadioPill } from '@/components/ui/radio-pill';
import { useInterfaceLanguage, type InterfaceLanguage } from '@/lib/i18n';
import { languageName } from '@/lib/languages';
import { CONTENT_LANGUAGES } from '@/lib/languages';
import { paths } from '@/lib/paths';
import { useSearchControls } from '@/lib/search-controls';
import { feedInfiniteQueryOptions, filterSuggestionsQueryOptions, flattenPages, PAGE_SIZE } from '../api';
import { feedMessages } from '../messages';
import { feedFilterMessages } from '../filter-messages';
import {
  clearedFilters,
  filterChips,
  filtersFromSearch,
  filtersToSearch,
  withoutChip,
  type FilterChip,
} from '../filters';
import type { ChoiceSource, FeedFilters, FilterName } from '../filter-table';
import { followablesIn } from '../followable';
import { namesIn, STORY_SOURCES } from '../story-names';
import { useFeedView } from '../view';
import { FeedList, type FeedListProps } from './feed-list';
import { NoScriptFilters } from './noscript-filters';
import { countryChoicesIn, type Choice, type FilterSuggestions } from './filter-fields';
import { FilterPanel } from './filter-panel';
import type { OpenFiltersState } from '../open-filters';
import { FilterSheet, showStoriesLabel, useWideScreen } from './filter-sheet';

/** Built when suggestions are first sorted: the first collator a page builds costs ICU's setup (~15 ms). */
let collator: Intl.Collator | undefined;

/** Suggestions for the entry filters, from a set of stories, each list in alphabetical order. */
export function collectSuggestions(items: readonly ContentItem[]): FilterSuggestions {
  const maps = namesIn(items);
  const suggestions: FilterSuggestions = {};
  for (const source of STORY_SOURCES) {
    const choices = [...maps[source]].map(([value, label]) => ({ value, label }));
    if (choices.length > 1) {
      const { compare } = (collator ??= new Intl.Collator());
      choices.sort((a, b) => compare(a.label, b.label));
    }
    suggestions[source] = choices;
  }
  return suggestions;
}

const fixedChoices = new Map<InterfaceLanguage, FilterSuggestions>();

/** The choices that do not depend on the stories: the service's languages, the countries, in the interface language. */
function fixedChoicesIn(language: InterfaceLanguage): FilterSuggestions {
  let choices = fixedChoices.get(language);
  if (!choices) {
    choices = {
      language: CONTENT_LANGUAGES.map(({ code }) => ({
        value: code,
        label: languageName(code, language),
        sentence: languageName(code, language, true),
      })),
      country: countryChoicesIn(language),
    };
    fixedChoices.set(language, choices);
  }
  return choices;
}

/**
 * A filter in force, removed by a link to the same page without it: it works before the app runs and
 * without JavaScript (the server renders that address). Once the app runs, a click changes the filters in
 * place, building on any change still on its way (`change`).
 */
function Chip({
  chip,
  without,
  onRemove,
  follow,
}: {
  chip: FilterChip;
  /** The address's search without this filter. */
  without: string;
  onRemove: () => void;
  follow?: ReactNode;
}) {
  const tf = feedFilterMessages[useInterfaceLanguage()];
  return (
    <li className="flex shrink-0 items-center gap-1">
      <a
        href={`?${without}`}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onRemove();
        }}
        aria-label={tf.removeChip(chip.label, chip.isDefault)}
        className="inline-flex min-h-8 items-center gap-1.5 whitespace-nowrap rounded-full border border-ink/20 bg-paper-raised py-1 pr-2 pl-3 text-sm hover:border-accent hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
      >
        <span>{chip.label}</span>
        {chip.isDefault && <span className="text-xs text-ink-muted">{tf.defaultMark}</span>}
        <span aria-hidden="true" className="text-base leading-none">
          ×
        </span>
      </a>
      {follow}
    </li>
  );
}

/** The order of the stories: the service's top stories, or the newest first. Never a filter chip. */
function SortSwitch({ newest, onChange }: { newest: boolean; onChange: (newest: boolean) => void }) {
  const t = feedMessages[useInterfaceLanguage()];
  const name = useId();
  return (
    <fieldset className="flex shrink-0 items-center gap-1 text-sm">
      <legend className="float-left mr-1 text-ink-muted max-sm:sr-only">{t.sort}</legend>
      <RadioPill look="quiet" name={name} value="" checked={!newest} onChange={() => onChange(false)}>
        {t.topFirst}
      </RadioPill>
      <RadioPill look="quiet" name={name} value="newest" checked={newest} onChange={() => onChange(true)}>
        {t.newestFirst}
      </RadioPill>
    </fieldset>
  );
}

export interface FilterableFeedProps extends Pick<FeedListProps, 'label'> {
  /** Filters the page itself sets (a category page's category); not shown as removable. */
  fixed?: FeedFilters;
  /** Filters the panel does not offer (because `fixed` decides them). */
  hidden?: readonly FilterName[];
  /** The categories the API lists, by English name with the reader's label. */
  categoryChoices: Choice[];
  /** Said when the feed is empty instead of the chips' advice (a search's own suggestions). */
  emptyMessage?: ReactNode;
  /**
   * Which chips carry a follow button (providers, topics, categories): every one, or only when there are
   * several (a page about one offers it beside its title). Default: several.
   */
  followOnChips?: 'all' | 'several';
}

/** The feed with its filter panel and chips; every filter lives in the URL. */
export function FilterableFeed({
  fixed,
  hidden,
  categoryChoices,
  label,
  emptyMessage,
  followOnChips = 'several',
}: FilterableFeedProps) {
  const [search, setSearch] = useSearchControls();
  const { chosen, notices, shown, filters, start } = useFeedView(fixed);
  const language = useInterfaceLanguage();
  const tf = feedFilterMessages[language];

  // The same query FeedList reads (one request): its stories name the chips' values.
  const { data } = useInfiniteQuery(feedInfiniteQueryOptions(filters, start));
  // The fields' suggestions: the newest stories of the feed's language, asked for once the reader
  // reaches a field (or a chosen value needs its name), then cached for minutes.
  const [wanted, setWanted] = useState(false);
  const sample = useQuery({
    ...filterSuggestionsQueryOptions(shown.language),
    enabled: wanted,
  });
  const suggestions = useMemo<FilterSuggestions>(
    () => ({
      ...collectSuggestions(sample.data?.content ?? []),
      ...fixedChoicesIn(language),
      category: categoryChoices,
    }),
    [sample.data, categoryChoices, language],
  );
  // Names only (no order needed): sorting the shown stories' values would build a collator on the way to
  // the first screen.
  // The values in lower case: a chip's value is looked up as the URL spells it.
  const shownStories: Partial<Record<ChoiceSource, Map<string, string>>> = useMemo(
    () => namesIn(flattenPages(data), (value) => value.toLowerCase()),
    [data],
  );

  const nameOf = (source: ChoiceSource | undefined, value: string): string => {
    const same = (choice: Choice) => choice.value.toLowerCase() === value.toLowerCase();
    if (!source) return value;
    return suggestions[source]?.find(same)?.label ?? shownStories[source]?.get(value.toLowerCase()) ?? value;
  };
  const chips = filterChips(chosen, shown, nameOf, language);
  const followables = followablesIn(shown);
  const followOf = (chip: FilterChip) => {
    if (followOnChips === 'several' && followables.length < 2) return undefined;
    const found = followables.find((entry) => entry.filter === chip.name && entry.id === chip.value);
    if (!found) return undefined;
    const target = { id: found.id, name: nameOf(found.filter, found.id) };
    return <LocalFollowButton kind={found.kind} target={target} size="sm" />;
  };

  // Applied to the filters of the newest URL asked for, not to this render's `chosen`: a change made
  // before the previous one has rendered (a busy phone) builds on it instead of dropping it.
  const change = (apply: (current: FeedFilters) => FeedFilters) =>
    setSearch((current) => filtersToSearch(apply(filtersFromSearch(current, language).filters), current));

  const location = useLocation();
  const [open, setOpen] = useState(
    () => (location.state as Partial<OpenFiltersState> | null)?.openFilters === true,
  );
  const wide = useWideScreen();
  const active = chips.length;
  const firstPage = data?.pages[0];
  const panel = (
    <FilterPanel
      chosen={chosen}
      shown={shown}
      onChange={change}
      suggestions={suggestions}
      hidden={hidden}
      onWantSuggestions={() => setWanted(true)}
    />
  );

  return (
    <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-10">
      <NoScriptFilters shown={shown} categoryChoices={categoryChoices} hidden={hidden} />
      {wide !== false && (
        <div
          data-shortcut={wide ? 'filters' : undefined}
          className={`lg:sticky lg:top-4 lg:max-h-[calc(100dvh-2rem)] lg:overflow-y-auto lg:pr-2 noscript:hidden ${wide ? '' : 'max-lg:hidden'}`}
        >
          <h2 className="mb-3 font-serif text-lg font-semibold">{tf.filterStories}</h2>
          {panel}
        </div>
      )}
      {wide === false && (
        <FilterSheet
          open={open}
          onClose={() => setOpen(false)}
          showLabel={showStoriesLabel(firstPage?.content.length, PAGE_SIZE, language)}
        >
          {panel}
        </FilterSheet>
      )}

      <div className="min-w-0">
        {notices.length > 0 && (
          <div role="status" className="mb-4 rounded-md border border-rule bg-paper-sunk px-4 py-3 text-sm">
            <p className="font-medium">{tf.someFiltersUnused}</p>
            <ul className="mt-1 list-disc pl-5">
              {notices.map((notice) => (
                <li key={notice}>{notice}</li>
              ))}
            </ul>
          </div>
        )}
        {/* Below `lg` the sheet's button, the order and the chips share one line that scrolls sideways (as
            the masthead's sections do), so a phone's first screen is the feed, not its filters. Without
            JavaScript the <noscript> filters show the choices instead. */}
        <div
          data-shortcut={wide === false ? 'filters' : undefined}
          className="mb-4 flex items-center gap-2 noscript:hidden max-lg:-mx-4 max-lg:scroll-px-4 max-lg:overflow-x-auto max-lg:px-4 max-lg:py-0.5 max-lg:[scrollbar-width:none] lg:mb-2 lg:flex-wrap"
        >
          {wide !== true && (
            <Button
              className={`shrink-0 ${wide === false ? '' : 'lg:hidden'}`}
              aria-haspopup="dialog"
              aria-label={tf.showFilters(active)}
              onClick={() => setOpen(true)}
            >
              {/* Short, so the order's two choices fit beside it on a phone; its name says the rest. */}
              {tf.filtersButton}
              {active > 0 && (
                <span className="ml-1.5 inline-flex min-w-5 justify-center rounded-full bg-ink px-1.5 text-xs font-semibold leading-5 text-paper">
                  {active}
                </span>
              )}
            </Button>
          )}
          <SortSwitch
            newest={shown.sortBy === 'newest'}
            onChange={(newest) =>
              change((current) => {
                const next = { ...current };
                if (newest) next.sortBy = 'newest';
                else delete next.sortBy;
                return next;
              })
            }
          />
          {chips.length > 0 && (
            <>
              <h2 className="sr-only">{tf.activeFilters}</h2>
              <ul className="flex shrink-0 gap-2 lg:shrink lg:flex-wrap" aria-label={tf.activeFilters}>
                {chips.map((chip) => (
                  <Chip
                    key={`${chip.name}:${chip.value ?? ''}`}
                    chip={chip}
                    without={filtersToSearch(withoutChip(chosen, chip), search).toString()}
                    onRemove={() => change((current) => withoutChip(current, chip))}
                    follow={followOf(chip)}
                  />
                ))}
              </ul>
              <Button
                variant="ghost"
                className="min-h-8 shrink-0 px-2 py-1 underline"
                onClick={() => change((current) => ({ ...clearedFilters(), sortBy: current.sortBy }))}
              >
                {tf.clearAll}
              </Button>
            </>
          )}
        </div>
        <FeedList
          filters={filters}
          label={label}
          lead
          emptyMessage={
            emptyMessage ??
            (chips.length > 0 ? (
              <>
                <p>{tf.nothingMatches(chips.map((chip) => chip.label).join('; '))}</p>
                <p className="mt-2">
                  {tf.removeFilterAbove}
                  <button
                    type="button"
                    className="text-accent underline underline-offset-4 noscript:hidden"
                    onClick={() => change(clearedFilters)}
                  >
                    {tf.clearAllFilters}
                  </button>
                  <noscript>
                    <a className="text-accent underline underline-offset-4" href={location.pathname}>
                      {tf.clearAllFilters}
                    </a>
                  </noscript>
                  .
                </p>
              </>
            ) : (
              <p>
                {tf.noStoriesYet}{' '}
                <Link className="text-accent underline" to={paths.home()}>
                  {tf.backToFront}
                </Link>
              </p>
            ))
          }
        />
      </div>
    </div>
  );
}
