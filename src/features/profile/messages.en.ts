// English words of features/profile/messages.ts (docs/decisions/0043).

const en = {
  noPeopleOrTeams: 'You follow no people or teams yet',
  sources: 'Sources',
  topics: 'Topics',
  categories: 'Categories',
  keptHere:
    'Sources, topics and categories you follow are kept in this browser; “Export views” on the Saved views page takes them to another.',
  noneFollowedHere: {
    provider: 'No sources yet. Follow one from its page or its chip in a feed.',
    topic: 'No topics yet. Follow one from its chip in a feed.',
    category: 'No categories yet. Follow one from its page.',
  },
  sport: 'Sport',
  allSports: 'All sports',
  competition: 'Competition',
  allCompetitions: 'All competitions',
  competitionOf: (team: string) => `Competition of ${team}`,
  competitionNumber: (id: number) => `Competition ${id}`,
  clear: 'Clear filters',
  persons: 'People',
  teams: 'Teams',
  noPersons: 'No people here.',
  noTeams: 'No teams here.',
  loading: 'Loading follows',
  youFollowNoOne: 'You follow no one yet',
  readerFollowsNoOne: 'This reader follows no one yet',
  howToFollow: 'Follow people and teams from their pages, or start with someone in the news.',
};

export default en;
export type Messages = typeof en;
