// English words of features/feed/name-suggestions.ts (docs/decisions/0043).

const en = {
  person: 'People',
  team: 'Teams',
  topic: 'Topics',
  vendor: 'Providers',
  tag: 'Tags',
  category: 'Categories',
  words: 'Your words',
};

export default en;
export type Messages = typeof en;
