// The saved views' limits and file name, which their words quote: apart from the store (./store.ts) so that
// the words, which every page but the front page loads, do not bring the store with them (docs/decisions/0060).

/** The file the views are exported to (named here, with no zod near it: the catalogues name it). */
export const VIEWS_FILE_NAME = 'gazette-views.json';

export const MAX_VIEWS = 100;
export const MAX_NAME_LENGTH = 80;
