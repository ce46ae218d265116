// The file saved views travel in between browsers: JSON, checked as a whole before anything is kept, so
// a wrong or damaged file changes nothing. Version 2 carries the reader's follows and mutes (providers,
// topics, categories, words) beside the views; a version 1 file (views only) still imports.
import { z } from 'zod/mini';
import { hasLocalFollows, parseLocalFollows, type LocalFollows } from '@/lib/follows';
import {
  MAX_NAME_LENGTH,
  MAX_QUERY_LENGTH,
  MAX_VIEWS,
  VIEW_WITHIN,
  type SavedView,
  type ViewFeed,
  VIEWS_FILE_NAME,
} from './store';

/** Far more than 100 views take; a larger file is not one of ours. */
export const MAX_FILE_BYTES = 1_000_000;

const FORMAT = 'gazette-saved-views';

// The same rules as the store's own checks (store.ts), with zod's account of what is wrong, for the reader.
const fileViewSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_NAME_LENGTH)),
  query: z.string().check(z.maxLength(MAX_QUERY_LENGTH)),
  within: z.optional(z.enum(VIEW_WITHIN)),
});
export type FileView = z.infer<typeof fileViewSchema>;

const viewsFileSchema = z.object({
  format: z.literal(FORMAT),
  version: z.union([z.literal(1), z.literal(2)]),
  views: z.array(z.unknown()).check(z.maxLength(MAX_VIEWS)),
  follows: z.optional(z.unknown()),
});

/** The file's text for `views`, in their order, and the reader's follows and mutes when there are any. */
export function viewsFileText(views: readonly SavedView[], follows?: LocalFollows): string {
  const file = {
    format: FORMAT,
    version: 2,
    views: views.map(({ name, query, within }) => ({ name, query, ...(within ? { within } : {}) })),
    ...(follows && hasLocalFollows(follows) ? { follows } : {}),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export type ReadResult = { views: FileView[]; follows?: LocalFollows } | { error: string };

const NOTHING = 'Nothing was imported.';

/**
 * Reads a views file. Every view must be whole (a name, a query, a known time) or the file is refused;
 * `canonical` writes each view's feed in its one form, so a view already saved is recognised.
 */
export function readViewsFile(text: string, canonical: (feed: ViewFeed) => ViewFeed): ReadResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: `This file is not a saved-views file (it is not JSON). ${NOTHING}` };
  }
  const file = viewsFileSchema.safeParse(json);
  if (!file.success) {
    const tooMany = file.error.issues.some((issue) => issue.path[0] === 'views' && issue.code === 'too_big');
    return {
      error: tooMany
        ? `This file holds more than ${MAX_VIEWS} views. ${NOTHING}`
        : `This file is not a Gazette saved-views file. ${NOTHING}`,
    };
  }
  const views: FileView[] = [];
  for (const [index, entry] of file.data.views.entries()) {
    const view = fileViewSchema.safeParse(entry);
    if (!view.success) {
      const fields = [...new Set(view.error.issues.map((issue) => String(issue.path[0] ?? 'view')))];
      return {
        error: `View ${index + 1} in this file is damaged (${fields.join(', ')}). ${NOTHING}`,
      };
    }
    views.push({ name: view.data.name, ...canonical(view.data) });
  }
  // Follows are read entry by entry: one that does not parse is left out, as stored ones are.
  const follows = file.data.follows === undefined ? undefined : parseLocalFollows(file.data.follows);
  return follows && hasLocalFollows(follows) ? { views, follows } : { views };
}

export { VIEWS_FILE_NAME };
