// The wire contract (../shared/api-contract.md) as zod schemas: the app parses every
// response with these, and the reference server serializes its answers with them.
import { z } from 'zod';

/** A by-id answer may come bare or wrapped in a one-element list (contract §7). */
export function bareOrWrapped<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (Array.isArray(value) && value.length === 1 ? value[0] : value), schema);
}

// ---------------------------------------------------------------- categories (§5.1)

export const categorySchema = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  translatedName: z.string().optional(),
  imageUrl: z.string().optional(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListSchema = z.object({
  categories: z.array(categorySchema),
});
export type CategoryList = z.infer<typeof categoryListSchema>;

// ---------------------------------------------------------------- content items (§5.2)

export const imageSchema = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
});
export type Image = z.infer<typeof imageSchema>;

export const thumbnailSchema = imageSchema.extend({
  quality: z.number(),
});
export type Thumbnail = z.infer<typeof thumbnailSchema>;

export const additionalImageSchema = imageSchema.extend({
  offset: z.number(),
});

export const entityRefSchema = z.object({
  id: z.string(),
  name: z.string(),
});
export type EntityRef = z.infer<typeof entityRefSchema>;

export const contentImagesSchema = z.object({
  mainImage: imageSchema.optional(),
  mainImageThumbnail: thumbnailSchema.optional(),
  additionalImages: z.array(additionalImageSchema).optional(),
});

export const contentItemSchema = z.object({
  contentId: z.string(),
  title: z.string(),
  summary: z.string().optional(),
  contentSource: z.string(),
  contentSourceDisplay: z.string().optional(),
  contentSourceLogo: z.string().optional(),
  categories: z.array(z.string()).optional(),
  categoriesEnglish: z.array(z.string()).optional(),
  images: contentImagesSchema.optional(),
  countries: z.array(z.string()).optional(),
  locale: z.string().optional(),
  /** Unix epoch seconds. */
  publishedAt: z.number(),
  tags: z.array(z.string()).optional(),
  persons: z.array(entityRefSchema).optional(),
  topics: z.array(entityRefSchema).optional(),
  teams: z.array(entityRefSchema).optional(),
  views: z.number().optional(),
  isPreview: z.boolean().optional(),
  contentURL: z.string().optional(),
  recommendationId: z.string().optional(),
  iabCategories: z.array(z.number()).optional(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

/** Content by id: the item plus its untrusted HTML `body` (ours). */
export const contentDetailSchema = contentItemSchema.extend({
  body: z.string().optional(),
});
export type ContentDetail = z.infer<typeof contentDetailSchema>;

export const contentListSchema = z.object({
  totalItems: z.number().int(),
  content: z.array(contentItemSchema),
});
export type ContentList = z.infer<typeof contentListSchema>;

// ---------------------------------------------------------------- persons and teams (§6.1, §6.2)

/** 1 soccer, 2 basketball, 6 football. */
export const SPORT_TYPES = { soccer: 1, basketball: 2, football: 6 } as const;

export const personSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().optional(),
  imageUrl: z.string().optional(),
  wikipediaUrl: z.string().optional(),
  sportType: z.number().int().optional(),
  isFollowed: z.boolean().optional(),
  topArticle: contentItemSchema.nullable().optional(),
});
export type Person = z.infer<typeof personSchema>;

export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().optional(),
  logoUrl: z.string().optional(),
  sportType: z.number().int().optional(),
  competitionId: z.number().int().optional(),
  competitionName: z.string().optional(),
  country: z.string().optional(),
  isFollowed: z.boolean().optional(),
});
export type Team = z.infer<typeof teamSchema>;

// ---------------------------------------------------------------- user data (§6.3)

export const personRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string().optional(),
});
export type PersonRef = z.infer<typeof personRefSchema>;

export const teamRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().optional(),
  sportType: z.number().int().optional(),
  competitionId: z.number().int().optional(),
});
export type TeamRef = z.infer<typeof teamRefSchema>;

export const userDataSchema = z.object({
  userId: z.string(),
  followedPersons: z.array(personRefSchema),
  followedTeams: z.array(teamRefSchema),
});
export type UserData = z.infer<typeof userDataSchema>;

// ---------------------------------------------------------------- comics (§5.3)

export const COMIC_THEMES = ['Dilbert', 'Garfield', 'Peanuts', 'Pearls', 'Argyle', 'Tutlandia'] as const;
export type ComicTheme = (typeof COMIC_THEMES)[number];

export const COMIC_LANGUAGES = ['en', 'es', 'pt'] as const;
export type ComicLanguage = (typeof COMIC_LANGUAGES)[number];

export const comicSchema = z.object({
  contentId: z.string(),
  /** Unix epoch seconds. */
  pubDate: z.number(),
  theme: z.string(),
  imageURL: z.string(),
  fileName: z.string().optional(),
  /** `largeBox` or `smallStrip` on the public service; kept open for tolerance. */
  size: z.string().optional(),
  /** Pixel size of `imageURL` (ours: lets the app reserve space before the image loads). */
  width: z.number().optional(),
  height: z.number().optional(),
});
export type Comic = z.infer<typeof comicSchema>;

export const comicListSchema = z.object({
  totalItems: z.number().int(),
  comics: z.array(comicSchema),
});
export type ComicList = z.infer<typeof comicListSchema>;

// ---------------------------------------------------------------- errors (§4) and runtime configuration

export const errorBodySchema = z.object({
  status: z.number().int(),
  error: z.string(),
  message: z.string(),
  param: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const appConfigSchema = z.object({
  apiBaseUrl: z.string().default(''),
  features: z
    .object({
      teamFollow: z.boolean().default(false),
    })
    .default({ teamFollow: false }),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
