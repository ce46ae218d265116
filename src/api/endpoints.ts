// The eleven operations of ../shared/api-contract.md (plus the team follow extension):
// their paths, their parameters and how those go on the wire. Nothing here fetches.
import type { z } from 'zod';
import { formatApiDate, formatApiDateTime } from '@/lib/format';
import {
  bareOrWrapped,
  categoryListSchema,
  categorySchema,
  comicListSchema,
  contentDetailSchema,
  contentListSchema,
  personSchema,
  teamSchema,
  userDataSchema,
} from './schemas';

/** Category list and by id carry the segment `mediaApi` twice; everything else once. */
export const CATEGORY_API_ROOT = '/mediaApi/mediaApi/v1.0';
export const API_ROOT = '/mediaApi/v1.0';

export interface RequestSpec<S extends z.ZodType = z.ZodType> {
  path: string;
  query: URLSearchParams;
  schema: S;
  /** Follow and unfollow change state: never retried, never cached. */
  sideEffect: boolean;
  /** Which of the common parameters the operation takes (the user operation names its user in the path). */
  commonParams: readonly (keyof CommonParams)[];
}

const ALL_COMMON: readonly (keyof CommonParams)[] = ['aid', 'userId', 'optOut'];

/** Sent with every operation: who asks, and whether they opted out of personalisation. */
export interface CommonParams {
  aid?: string;
  userId?: string;
  optOut?: boolean;
}

export interface ThumbnailParams {
  thumbImgWidth?: number;
  thumbImgHeight?: number;
  thumbImgQuality?: number;
}

/** Filters the content list accepts; list-valued ones are OR-ed, different ones AND-ed. */
export interface ContentFilters {
  vendor?: readonly string[];
  vendorFilter?: readonly string[];
  topic?: readonly string[];
  team?: readonly string[];
  person?: readonly string[];
  tag?: readonly string[];
  category?: readonly string[];
  categoryFilter?: readonly string[];
  language?: string;
  countryCode?: string;
  localCountryCode?: string;
  originCountryCode?: string;
  /** Sent as `MM/dd/yyyy HH:mm:ss` in UTC. */
  publishedAfter?: Date;
  sortBy?: 'newest';
}

export interface ContentListParams extends CommonParams, ContentFilters, ThumbnailParams {
  /** 1–100. */
  limit?: number;
  /** Items to skip. The app never sends 0, which the API reads as "everything". */
  offset?: number;
}

export interface PersonParams extends CommonParams, ThumbnailParams {
  vendor?: readonly string[];
  vendorFilter?: readonly string[];
  category?: readonly string[];
  categoryFilter?: readonly string[];
  language?: string;
  countryCode?: string;
  /** Sent as `MM/dd/yyyy` in UTC. */
  publishedAfter?: Date;
}

export interface UserParams extends CommonParams {
  sportType?: number;
  competitionId?: number;
}

export interface ComicsParams extends CommonParams {
  theme?: string;
  /** The UTC day, sent as `MM/dd/yyyy`. */
  publishDate?: Date;
  language?: string;
  /** 1–50. */
  limit?: number;
  offset?: number;
}

type WireValue = string | number | boolean | readonly string[] | undefined | null;

/**
 * Serializes parameters the way the contract reads them: lists comma-joined with entries
 * trimmed and empties dropped, booleans as `true`/`false`, absent and empty values left out.
 */
export function toSearchParams(params: Record<string, WireValue>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (trimmed !== '') search.set(name, trimmed);
    } else if (typeof value === 'number') {
      if (Number.isFinite(value)) search.set(name, String(value));
    } else if (typeof value === 'boolean') {
      search.set(name, value ? 'true' : 'false');
    } else {
      const entries = value.map((entry) => entry.trim()).filter((entry) => entry !== '');
      if (entries.length > 0) search.set(name, entries.join(','));
    }
  }
  return search;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

function spec<S extends z.ZodType>(
  path: string,
  params: Record<string, WireValue>,
  schema: S,
  {
    sideEffect = false,
    commonParams = ALL_COMMON,
  }: Partial<Pick<RequestSpec, 'sideEffect' | 'commonParams'>> = {},
): RequestSpec<S> {
  return { path, query: toSearchParams(params), schema, sideEffect, commonParams };
}

function withDates<T extends { publishedAfter?: Date }>(params: T, format: (date: Date) => string) {
  const { publishedAfter, ...rest } = params;
  return { ...rest, publishedAfter: publishedAfter ? format(publishedAfter) : undefined };
}

export const endpoints = {
  /** 1. The category list. */
  categoryList: (params: CommonParams & { language?: string } = {}) =>
    spec(`${CATEGORY_API_ROOT}/category`, { ...params }, categoryListSchema),

  /** 2. One category by its numeric id. */
  categoryById: (categoryId: number | string, params: CommonParams & { language?: string } = {}) =>
    spec(
      `${CATEGORY_API_ROOT}/category/id/${segment(categoryId)}`,
      { ...params },
      bareOrWrapped(categorySchema),
    ),

  /** 3. One category by its English name. */
  categoryByName: (categoryName: string, params: CommonParams & { language?: string } = {}) =>
    spec(`${API_ROOT}/category/name/${segment(categoryName)}`, { ...params }, bareOrWrapped(categorySchema)),

  /** 4. The content list. */
  contentList: (params: ContentListParams = {}) =>
    spec(`${API_ROOT}/content/`, withDates(params, formatApiDateTime), contentListSchema),

  /** 5. One content item, with its body. */
  contentById: (contentId: string, params: CommonParams & ThumbnailParams = {}) =>
    spec(`${API_ROOT}/content/${segment(contentId)}`, { ...params }, bareOrWrapped(contentDetailSchema)),

  /** 6. A person (Wikipedia id or name) and their top article. */
  person: (id: string, params: PersonParams = {}) =>
    spec(`${API_ROOT}/person/${segment(id)}`, withDates(params, formatApiDate), bareOrWrapped(personSchema)),

  /** 7. A team (Wikipedia id or name). */
  team: (id: string, params: CommonParams = {}) =>
    spec(`${API_ROOT}/team/${segment(id)}`, { ...params }, bareOrWrapped(teamSchema)),

  /** 8. Follow a person; answers the user data after the change. */
  followPerson: (personId: string, params: CommonParams & { userId: string }) =>
    spec(`${API_ROOT}/person/${segment(personId)}/add`, { ...params }, userDataSchema, { sideEffect: true }),

  /** 9. Unfollow a person; answers the user data after the change. */
  unfollowPerson: (personId: string, params: CommonParams & { userId: string }) =>
    spec(`${API_ROOT}/person/${segment(personId)}/delete`, { ...params }, userDataSchema, {
      sideEffect: true,
    }),

  /** Extension (ours): follow a team. */
  followTeam: (teamId: string, params: CommonParams & { userId: string }) =>
    spec(`${API_ROOT}/team/${segment(teamId)}/add`, { ...params }, userDataSchema, { sideEffect: true }),

  /** Extension (ours): unfollow a team. */
  unfollowTeam: (teamId: string, params: CommonParams & { userId: string }) =>
    spec(`${API_ROOT}/team/${segment(teamId)}/delete`, { ...params }, userDataSchema, { sideEffect: true }),

  /** 10. A user's followed persons and teams. */
  user: (id: string, params: Omit<UserParams, 'userId'> = {}) =>
    spec(`${API_ROOT}/user/${segment(id)}`, { ...params }, userDataSchema, {
      commonParams: ['aid', 'optOut'],
    }),

  /** 11. Comics by theme, day and language. */
  comics: (params: ComicsParams = {}) => {
    const { publishDate, ...rest } = params;
    return spec(
      `${API_ROOT}/mid/comics`,
      { ...rest, publishDate: publishDate ? formatApiDate(publishDate) : undefined },
      comicListSchema,
    );
  },
};
