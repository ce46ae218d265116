// English words of app/search-results.tsx (docs/decisions/0043).

const en = {
  nothingFor: (query: string) => `No stories found for “${query}”.`,
  tips: 'Check the spelling, or try fewer or other words.',
  perhaps: 'Perhaps you meant:',
  latest: 'See the latest stories',
  alone: (word: string) => `Search “${word}” alone`,
};

export default en;
export type Messages = typeof en;
