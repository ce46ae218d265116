// English words of features/article/messages.ts (docs/decisions/0043).

const en = {
  share: 'Share',
  linkCopied: 'Link copied',
  linkNotCopied: 'The link could not be copied',
  textSize: 'Text size',
  textSizes: { small: 'Small text', medium: 'Medium text', large: 'Large text' },
  playerTitle: (title: string) => `Video: ${title}`,
  watch: (duration: string) => `Watch (${duration})`,
  previousStory: '← Previous story',
  nextStory: 'Next story →',
  loadingStory: 'Loading the story',
  noText: 'The provider sent no text for this story.',
  readAt: (provider: string) => `Read the story at ${provider}`,
  newTab: ' (opens in a new tab)',
  inThisStory: 'In this story',
  people: 'People',
  teams: 'Teams',
  topics: 'Topics',
  tags: 'Tags',
  moreFromList: 'More stories from the list',
  moreCoverage: 'More coverage',
  latestAbout: (name: string) => `The latest about ${name}`,
  latestIn: (name: string) => `The latest in ${name}`,
  allAbout: (name: string) => `All stories about ${name}`,
  allIn: (name: string) => `All ${name} stories`,
};

export default en;
export type Messages = typeof en;
