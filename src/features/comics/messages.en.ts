// English words of features/comics/messages.ts (docs/decisions/0043).

const en = {
  comics: 'Comics',
  description: (title: string) => `${title}: comic strips by date on Gazette.`,
  theme: 'Theme',
  allThemes: 'All themes',
  language: 'Language',
  // The day bar and its calendar.
  days: 'Days',
  date: 'Date',
  latest: 'Latest',
  latestStrips: 'Latest strips',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  /** Monday first: the column's letters and the day's full name. */
  weekdays: [
    ['Mo', 'Monday'],
    ['Tu', 'Tuesday'],
    ['We', 'Wednesday'],
    ['Th', 'Thursday'],
    ['Fr', 'Friday'],
    ['Sa', 'Saturday'],
    ['Su', 'Sunday'],
  ] as readonly (readonly [string, string])[],
  findingDays: 'Finding days with comics…',
  daysFailed: 'Could not find which days have comics.',
  daysWithComics: 'Days with comics',
  someUnmarked: 'Some days this far back may not be marked',
  close: 'Close',
  dayLabel: (day: string, marked: boolean, today: boolean) =>
    `${day}${marked ? ', has comics' : ''}${today ? ', today' : ''}`,
  // The gallery.
  loadingComics: 'Loading comics',
  loadingMoreStrips: 'Loading more strips…',
  moreStrips: 'More strips',
  everyStripOfDay: 'That is every strip of the day.',
  everyStrip: 'That is every strip there is.',
  noneYet: (theme: string | undefined, language: string) =>
    `No ${theme ? `${theme} strips` : 'comics'} in ${language} yet`,
  noneOn: (theme: string | undefined, language: string, day: string) =>
    `No ${theme ? `${theme} strips` : 'comics'} in ${language} on ${day}`,
  lookingForNearest: 'Looking for the nearest day with strips…',
  nearestBefore: 'The nearest day with strips is ',
  nearestAfter: '.',
  seeLatest: 'See the latest strips',
  linkGone: 'The strip this link opens is not among these strips any more.',
  dismiss: 'Dismiss',
  // The viewer.
  stripOf: (index: number, total: number, more: boolean) => `Strip ${index} of ${total}${more ? '+' : ''}`,
  notInView: 'Not among the strips of this view',
  closeViewer: ' viewer',
  previousStrip: 'Previous strip',
  nextStrip: 'Next strip',
  readIn: 'Read in',
  noEdition: (theme: string, language: string, day: string) =>
    `${theme} has no ${language} edition for ${day}.`,
  switchFailed: (why: string) => `Could not switch language: ${why}.`,
  loadFailed: (day: string, why: string) => `Could not load ${day}: ${why}.`,
  noStripInWeek: (theme: string | undefined, before: boolean, day: string) =>
    `No ${theme ? `${theme} ` : ''}strip in the week ${before ? 'before' : 'after'} ${day}.`,
  loadingStrip: 'Loading the strip…',
  // Notices about a link.
  notTheme: (raw: string) => `“${raw}” is not a comic theme, so all themes are shown.`,
  notDate: (raw: string) => `“${raw}” is not a date (YYYY-MM-DD), so the latest strips are shown.`,
  notLanguage: (raw: string, language: string) =>
    `Comics are not published in “${raw}”, so they are shown in ${language}.`,
};

export default en;
export type Messages = typeof en;
