// English words of features/comics/reading-messages.ts (docs/decisions/0043).

const en = {
  fullSize: 'Full size',
  zoomHint: 'Drag or scroll to read the strip at its full size.',
  addFavourite: (name: string) => `Add ${name} to My comics`,
  removeFavourite: (name: string) => `Remove ${name} from My comics`,
  inMyComics: 'In My comics',
  myComics: 'My comics',
  archive: (name: string) => `${name} archive`,
  seriesIntro: 'Every strip of a month, newest first.',
  olderMonth: 'Previous month',
  newerMonth: 'Next month',
  noStripsInMonth: 'No strips this month.',
  searchedBack: 'Only the most recent months can be listed.',
  randomStrip: 'Random strip',
  findingRandom: 'Finding a strip…',
  share: 'Share',
  linkCopied: 'Link copied',
  copyFailed: 'The link could not be copied',
  allStrips: 'All comics',
  noSuchComic: (raw: string) => `There is no comic called “${raw}”.`,
};

export default en;
export type Messages = typeof en;
