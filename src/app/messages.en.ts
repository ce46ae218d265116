// English words of app/messages.ts (docs/decisions/0043).

const en = {
  nav: {
    home: 'Home',
    following: 'Following',
    categories: 'Categories',
    comics: 'Comics',
    saved: 'Saved',
    profile: 'Profile',
    settings: 'Settings',
  },
  mainNav: 'Main',
  skip: 'Skip to content',
  shortcutsOn: 'Keyboard shortcuts are on: press the question mark key for the list.',
  footer: 'Gazette — news, people and comics.',
  searchStories: 'Search stories',
  searchSuggestions: 'Suggestions',
  suggestionCount: (n: number) => `${n} suggestion${n === 1 ? '' : 's'}; use the arrow keys to choose.`,
  search: 'Search',
  backToTop: '↑ Back to top',
  offline: 'You’re offline.',
  offlineMore: 'Pages, stories and comics you’ve opened still read; following needs a connection.',
  newVersion: 'New version',
  newVersionReady: 'A new version of Gazette is ready.',
  reloadToUpdate: 'Reload to update',
  later: 'Later',
  loadingPage: 'Loading page',
  noPageHere: 'There is no page at this address.',
  pageFailed: 'This page could not be shown',
  followsNeedJavaScript:
    'Who you follow is kept by this browser and shown by Gazette’s scripts, which your browser does not run. Turn JavaScript on to see them and their stories.',
};

export default en;
export type Messages = typeof en;
