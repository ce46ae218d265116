// English words of features/feed/messages.ts (docs/decisions/0043).
import { type InterfaceLanguage } from '@/lib/i18n';
import type { TimePreset } from './time-preset';
import type { Density } from './density';

const list = (language: InterfaceLanguage, and: string) => (names: readonly string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : language === 'en'
      ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
      : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;

const en = {
  filters: {
    vendor: 'Source',
    vendorFilter: 'Without source',
    category: 'Category',
    categoryFilter: 'Without category',
    topic: 'Topic',
    person: 'Person',
    team: 'Team',
    tag: 'Tag',
    language: 'Language',
    countryCode: 'Shown in country',
    localCountryCode: 'Local to country',
    originCountryCode: 'From country',
    publishedAfter: 'Published after',
    sortBy: 'Order',
  },
  times: {
    any: 'Any time',
    day: 'Past 24 hours',
    week: 'Past week',
    month: 'Past month',
    custom: 'Custom',
  } satisfies Record<TimePreset, string>,
  since: (date: string) => `Since ${date}`,
  densities: { cards: 'Cards', list: 'List' } satisfies Record<Density, string>,
  // Notices about values of a link that were left out.
  notTopic: (entry: string) => `“${entry}” is not a topic, so it was left out.`,
  notCountry: (raw: string, label: string) =>
    `“${raw}” is not a two-letter country code, so ${label} was left out.`,
  notLanguage: (raw: string) => `“${raw}” is not a two-letter language code, so Language was left out.`,
  notDate: (raw: string) => `“${raw}” is not a valid date and time, so Published after was left out.`,
  notOrder: (raw: string) => `“${raw}” is not a known order, so the usual order is used.`,
  tooLong: (n: number, label: string, max: number) =>
    `${n === 1 ? 'One value' : `${n} values`} of ${label} ${n === 1 ? 'was' : 'were'} longer than ${max} characters and left out.`,
  tooMany: (label: string, max: number) => `${label} takes at most ${max} values; the rest were left out.`,
  // Chips.
  chip: (label: string, value: string) => `${label}: ${value}`,
  topicChip: (value: string, extended: boolean) => (extended ? `Search: “${value}”` : `Topic: ${value}`),
  newestFirst: 'Newest first',
  sort: 'Sort',
  topFirst: 'Top stories',
  stories: 'Stories',
  joinNames: list('en', 'and'),
  // Cards.
  read: 'Read',
  becauseYouFollow: 'Because you follow',
  and: ' and ',
  video: (duration: string) => `Video, ${duration}`,
  minutes: (n: number) => `${n} minute${n === 1 ? '' : 's'}`,
  seconds: (n: number) => `${n} second${n === 1 ? '' : 's'}`,
  // The list.
  loadingStories: 'Loading stories',
  noStoriesMatch: 'No stories match',
  newerStories: 'Newer stories',
  storiesAboveKept: 'The stories above are kept.',
  tryLoadingMore: 'Try loading more again',
  moreStories: 'More stories',
  loadingMoreStories: 'Loading more stories…',
  loadMoreStories: 'Load more stories',
  thatIsAll: (n: number) => `That is all: ${n} ${n === 1 ? 'story' : 'stories'}.`,
  storiesLoaded: (n: number) => `${n} stories loaded.`,
  loading: 'Loading…',
  density: 'Density',
  markAllRead: 'Mark all as read',
  atomTitle: 'Atom feed of these stories',
  change: 'Change',
  changeWhere: ' language and country in Settings',
  everyLanguage: 'Every language',
  everyCountry: 'every country',
};

export default en;
export type Messages = typeof en;
