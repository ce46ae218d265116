// English words of features/people/page-messages.ts (docs/decisions/0043, 0060).

const en = {
  loadingPerson: 'Loading person',
  loadingTeam: 'Loading team',
  personNotFound: 'Person not found',
  teamNotFound: 'Team not found',
  noPerson: (id: string) => `There is no person with the id or name “${id}”.`,
  noTeam: (id: string) => `There is no team with the id or name “${id}”.`,
  aboutDescription: (name: string) => `Stories about ${name} on Gazette.`,
  storiesAbout: (name: string) => `Stories about ${name}`,
  openAsFeed: 'Open as a feed',
  moreStoriesAbout: (name: string) => `More stories about ${name}`,
  inTheNewsNow: 'In the news now',
  loadingSuggestions: 'Loading suggestions',
  namedMost: 'The people named most in the latest stories.',
  onWikipedia: (name: string) => `${name} on Wikipedia`,
  newTab: ' (opens in a new tab)',
  people: 'People',
  teams: 'Teams',
  inTheNewsWith: (name: string) => `In the news with ${name}`,
  loadingCompanions: 'Loading who is in the news with them',
  noCompanions: (name: string) => `No one else is named in ${name}’s recent stories.`,
  sport: 'Sport',
  competition: 'Competition',
  country: 'Country',
  peopleInTeamStories: (team: string) => `People in ${team} stories`,
  loadingPeople: 'Loading people',
  noTeamPeople: 'No one is named in this team’s recent stories.',
  withAnother: 'With another person',
  anyone: 'Anyone',
  topStory: 'Top story',
  noTopStory: (name: string) => `No story about ${name} matches the current filters.`,
};

export default en;
export type Messages = typeof en;
