// Every in-app URL is built here, so links and routes cannot drift apart.

const segment = (value: string | number) => encodeURIComponent(String(value));

function withQuery(path: string, query?: Record<string, string | undefined> | URLSearchParams): string {
  if (!query) return path;
  const search =
    query instanceof URLSearchParams
      ? new URLSearchParams(query)
      : new URLSearchParams(
          Object.entries(query).filter(
            (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
          ),
        );
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The front page's tab an address's query names: the Following tab, or the Latest (any other value). */
export function homeTab(search: string | URLSearchParams): 'latest' | 'following' {
  return new URLSearchParams(search).get('tab') === 'following' ? 'following' : 'latest';
}

export const paths = {
  home: (query?: { tab?: 'following'; of?: 'people' | 'teams' }) => withQuery('/', query),
  categories: (query?: { language?: string }) => withQuery('/categories', query),
  category: (categoryId: number | string, query?: { language?: string }) =>
    withQuery(`/categories/${segment(categoryId)}`, query),
  categoryByName: (categoryName: string) => `/c/${segment(categoryName)}`,
  feed: (query?: Record<string, string | undefined> | URLSearchParams) => withQuery('/feed', query),
  article: (contentId: string) => `/article/${segment(contentId)}`,
  person: (id: string) => `/person/${segment(id)}`,
  team: (id: string) => `/team/${segment(id)}`,
  /** A person's or a team's page, for a place that shows either. */
  entity: (kind: 'person' | 'team', id: string) => (kind === 'team' ? paths.team(id) : paths.person(id)),
  profile: () => '/profile',
  user: (id: string) => `/user/${segment(id)}`,
  comics: (query?: { theme?: string; date?: string; language?: string; comic?: string }) =>
    withQuery('/comics', query),
  /** One comic's page: its archive by month (`month` = `YYYY-MM`, the newest month when absent). */
  comicSeries: (theme: string, query?: { month?: string; language?: string }) =>
    withQuery(`/comics/series/${segment(theme)}`, query),
  settings: () => '/settings',
  saved: () => '/saved',
  views: () => '/views',
} as const;

/** The route patterns, for the router. */
export const routePatterns = {
  home: '/',
  categories: '/categories',
  category: '/categories/:categoryId',
  categoryByName: '/c/:categoryName',
  feed: '/feed',
  article: '/article/:contentId',
  person: '/person/:id',
  team: '/team/:id',
  profile: '/profile',
  user: '/user/:id',
  comics: '/comics',
  comicSeries: '/comics/series/:theme',
  settings: '/settings',
  saved: '/saved',
  views: '/views',
} as const;
