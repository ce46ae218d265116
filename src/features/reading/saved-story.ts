// What a saved story keeps, checked by hand: the saved list is read on every page's first screen (each
// card's "Save for later"), which loads no zod (decision 0048). saved-story.test.ts holds this check to
// the contract's own schema of the same fields.
import type { ContentItem } from '@/api/schemas';

/** What a saved story keeps: enough to list it as a card, without the article's entities. */
export type SavedStory = Pick<
  ContentItem,
  | 'contentId'
  | 'title'
  | 'summary'
  | 'contentSource'
  | 'contentSourceDisplay'
  | 'contentSourceLogo'
  | 'categories'
  | 'categoriesEnglish'
  | 'images'
  | 'publishedAt'
  | 'media'
  // What `v` opens (the original at the provider); older saves have none.
  | 'contentURL'
>;

type Fields = Record<string, unknown>;
/** Thrown inside the check when a field is not what the contract says; caught once, at the top. */
const BAD = Symbol('bad');

const record = (raw: unknown): Fields => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw BAD;
  return raw as Fields;
};
const text = (raw: unknown): string => {
  if (typeof raw !== 'string') throw BAD;
  return raw;
};
const num = (raw: unknown): number => {
  if (typeof raw !== 'number' || !Number.isFinite(raw)) throw BAD;
  return raw;
};
const int = (raw: unknown): number => {
  if (!Number.isSafeInteger(raw)) throw BAD;
  return raw as number;
};
const texts = (raw: unknown): string[] => {
  if (!Array.isArray(raw)) throw BAD;
  return raw.map(text);
};
/** An optional field: left out when absent (as the schema leaves it out), checked when present. */
function optional<T>(fields: Fields, name: string, check: (raw: unknown) => T): Record<string, T> {
  return fields[name] === undefined ? {} : { [name]: check(fields[name]) };
}

const image = (raw: unknown) => {
  const fields = record(raw);
  return { url: text(fields.url), width: num(fields.width), height: num(fields.height) };
};

function images(raw: unknown): NonNullable<ContentItem['images']> {
  const fields = record(raw);
  return {
    ...optional(fields, 'mainImage', image),
    ...optional(fields, 'mainImageThumbnail', (thumb) => ({
      ...image(thumb),
      quality: num(record(thumb).quality),
    })),
    ...optional(fields, 'additionalImages', (list) => {
      if (!Array.isArray(list)) throw BAD;
      return list.map((entry) => ({ ...image(entry), offset: num(record(entry).offset) }));
    }),
  };
}

function media(raw: unknown): NonNullable<ContentItem['media']> {
  const fields = record(raw);
  if (fields.type !== 'video') throw BAD;
  return {
    type: 'video',
    durationSeconds: int(fields.durationSeconds),
    ...optional(fields, 'posterUrl', text),
    playerUrl: text(fields.playerUrl),
  };
}

/** The saved story in what is stored (or a story being saved), or undefined when it is not one. */
export function toSavedStory(raw: unknown): SavedStory | undefined {
  try {
    const fields = record(raw);
    return {
      contentId: text(fields.contentId),
      title: text(fields.title),
      ...optional(fields, 'summary', text),
      contentSource: text(fields.contentSource),
      ...optional(fields, 'contentSourceDisplay', text),
      ...optional(fields, 'contentSourceLogo', text),
      ...optional(fields, 'categories', texts),
      ...optional(fields, 'categoriesEnglish', texts),
      ...optional(fields, 'images', images),
      publishedAt: num(fields.publishedAt),
      ...optional(fields, 'media', media),
      ...optional(fields, 'contentURL', text),
    };
  } catch (error) {
    if (error === BAD) return undefined;
    throw error;
  }
}
