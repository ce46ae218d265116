// English words of features/categories/messages.ts (docs/decisions/0043).

const en = {
  categories: 'Categories',
  latestFailed: 'The latest stories could not be loaded.',
  retryLatestIn: (name: string) => `Retry the latest in ${name}`,
  retry: 'Retry',
  noRecent: 'No recent stories.',
  latestIn: (name: string) => `Latest in ${name}`,
  filters: 'Category filters',
  country: 'Country',
  anyCountry: 'Any country',
  provider: 'Provider',
  anyProvider: 'Any provider',
  excludeProvider: 'Exclude provider',
  none: 'None',
  tag: 'Tag',
  video: 'Video',
  language: 'Language',
  serviceDefault: 'Service default (English)',
};

export default en;
export type Messages = typeof en;
