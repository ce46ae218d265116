// The answer shapes of the content API as zod schemas: the app parses every response with these,
// and the reference server serializes its answers with them (through the OPERATIONS table).
// zod/mini: the same validation with a tree-shakable API, so the first page ships less code.
import { z } from 'zod/mini';

// Parse without compiling code at run time: the app's CSP (script-src 'self') forbids eval,
// and zod's probe for it would otherwise be reported as a CSP violation.
z.config({ jitless: true });

// ---------------------------------------------------------------- categories (§5.1)

export const categorySchema = z.object({
  categoryId: z.int(),
  categoryName: z.string(),
  translatedName: z.optional(z.string()),
  imageUrl: z.optional(z.string()),
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

export const thumbnailSchema = z.extend(imageSchema, {
  quality: z.number(),
});
export type Thumbnail = z.infer<typeof thumbnailSchema>;

export const additionalImageSchema = z.extend(imageSchema, {
  offset: z.number(),
});

export const entityRefSchema = z.object({
  id: z.string(),
  name: z.string(),
});
export type EntityRef = z.infer<typeof entityRefSchema>;

export const contentImagesSchema = z.object({
  mainImage: z.optional(imageSchema),
  mainImageThumbnail: z.optional(thumbnailSchema),
  additionalImages: z.optional(z.array(additionalImageSchema)),
});

/** A video item (ours): how long it runs, its poster and the provider's player. */
export const videoMediaSchema = z.object({
  type: z.literal('video'),
  durationSeconds: z.int(),
  posterUrl: z.optional(z.string()),
  playerUrl: z.string(),
});
export type VideoMedia = z.infer<typeof videoMediaSchema>;

export const contentItemSchema = z.object({
  contentId: z.string(),
  title: z.string(),
  summary: z.optional(z.string()),
  contentSource: z.string(),
  contentSourceDisplay: z.optional(z.string()),
  contentSourceLogo: z.optional(z.string()),
  categories: z.optional(z.array(z.string())),
  categoriesEnglish: z.optional(z.array(z.string())),
  images: z.optional(contentImagesSchema),
  countries: z.optional(z.array(z.string())),
  locale: z.optional(z.string()),
  /** Unix epoch seconds. */
  publishedAt: z.number(),
  tags: z.optional(z.array(z.string())),
  persons: z.optional(z.array(entityRefSchema)),
  topics: z.optional(z.array(entityRefSchema)),
  teams: z.optional(z.array(entityRefSchema)),
  views: z.optional(z.number()),
  isPreview: z.optional(z.boolean()),
  contentURL: z.optional(z.string()),
  recommendationId: z.optional(z.string()),
  iabCategories: z.optional(z.array(z.number())),
  /** Present on video items only. */
  media: z.optional(videoMediaSchema),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

/** Content by id: the item plus its untrusted HTML `body` (ours). */
export const contentDetailSchema = z.extend(contentItemSchema, {
  body: z.optional(z.string()),
});
export type ContentDetail = z.infer<typeof contentDetailSchema>;

export const contentListSchema = z.object({
  totalItems: z.int(),
  content: z.array(contentItemSchema),
});
export type ContentList = z.infer<typeof contentListSchema>;

// ---------------------------------------------------------------- persons and teams (§6.1, §6.2)

export const personSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.optional(z.string()),
  imageUrl: z.optional(z.string()),
  wikipediaUrl: z.optional(z.string()),
  sportType: z.optional(z.int()),
  isFollowed: z.optional(z.boolean()),
  topArticle: z.optional(z.nullable(contentItemSchema)),
});
export type Person = z.infer<typeof personSchema>;

export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.optional(z.string()),
  logoUrl: z.optional(z.string()),
  sportType: z.optional(z.int()),
  competitionId: z.optional(z.int()),
  competitionName: z.optional(z.string()),
  country: z.optional(z.string()),
  isFollowed: z.optional(z.boolean()),
});
export type Team = z.infer<typeof teamSchema>;

// ---------------------------------------------------------------- user data (§6.3)

export const personRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.optional(z.string()),
});
export type PersonRef = z.infer<typeof personRefSchema>;

export const teamRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.optional(z.string()),
  sportType: z.optional(z.int()),
  competitionId: z.optional(z.int()),
});
export type TeamRef = z.infer<typeof teamRefSchema>;

export const userDataSchema = z.object({
  userId: z.string(),
  followedPersons: z.array(personRefSchema),
  followedTeams: z.array(teamRefSchema),
});
export type UserData = z.infer<typeof userDataSchema>;

// ---------------------------------------------------------------- comics (§5.3)

export const comicSchema = z.object({
  contentId: z.string(),
  /** Unix epoch seconds. */
  pubDate: z.number(),
  theme: z.string(),
  imageURL: z.string(),
  fileName: z.optional(z.string()),
  /** `largeBox` or `smallStrip` on the public service; kept open for tolerance. */
  size: z.optional(z.string()),
  /** Pixel size of `imageURL` (ours: lets the app reserve space before the image loads). */
  width: z.optional(z.number()),
  height: z.optional(z.number()),
});
export type Comic = z.infer<typeof comicSchema>;

export const comicListSchema = z.object({
  totalItems: z.int(),
  comics: z.array(comicSchema),
});
export type ComicList = z.infer<typeof comicListSchema>;

// ---------------------------------------------------------------- errors (§4) and runtime configuration

export const errorBodySchema = z.object({
  status: z.int(),
  error: z.string(),
  message: z.string(),
  param: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const appConfigSchema = z.object({
  apiBaseUrl: z._default(z.string(), ''),
  features: z._default(z.object({ teamFollow: z._default(z.boolean(), false) }), { teamFollow: false }),
  /** How often an open feed asks whether newer stories exist, in ms (0: never); the app's default when absent. */
  newStoriesPollMs: z.optional(z.int().check(z.nonnegative())),
  /**
   * The https origins whose video players the app may embed (the page's CSP `frame-src` lists exactly these);
   * a video from any other origin is offered as a link that opens its player. Absent: none.
   */
  playerOrigins: z.optional(z.array(z.string())),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
