// The eleven operations of the contract (plus the team follow extension) as the reader calls them:
// each request is built from its entry in contract/operations.ts (path, parameters, answer schema,
// side effect), so there is no second list of paths here. Nothing here fetches.
import type { z } from 'zod/mini';
import { formatApiDate, formatApiDateTime } from '@/lib/format';
import { operation, type OperationId, type OperationOf } from '@contract/operations';
import { API_ROOT, CATEGORY_API_ROOT } from '@contract/vocabulary';

export { API_ROOT, CATEGORY_API_ROOT };

/** A by-id answer may also come as a one-element array or inside its list's own wrapper (contract §7). */
export interface ByIdShape {
  /** The list answer's wrapper key (`categories`, `content`), when the operation has a list. */
  listKey?: string;
}

export interface RequestSpec<S extends z.ZodMiniType = z.ZodMiniType> {
  /** The operation's stable id in the contract table. */
  operationId: OperationId;
  path: string;
  /** The path parameters, as sent (for checking them against the contract before sending). */
  pathParams: Record<string, string>;
  query: URLSearchParams;
  schema: S;
  /** Set for by-id reads: the client accepts the three shapes (see by-id.ts). */
  byId?: ByIdShape;
  /** Follow and unfollow change state: never retried, never cached. */
  sideEffect: boolean;
  /** Which of the common parameters the operation takes (the user operation names its user in the path). */
  commonParams: readonly (keyof CommonParams)[];
}

const COMMON_NAMES: readonly (keyof CommonParams)[] = ['aid', 'userId', 'optOut'];

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

export interface PersonParams
  extends CommonParams, ThumbnailParams, Omit<ContentFilters, 'publishedAfter' | 'sortBy'> {
  /** Sent as `MM/dd/yyyy` in UTC. */
  publishedAfter?: Date;
}

/** The category list's twelve parameters: a category is listed when one of its items passes the filters. */
export interface CategoryListParams
  extends
    CommonParams,
    Pick<
      ContentFilters,
      | 'vendor'
      | 'vendorFilter'
      | 'categoryFilter'
      | 'tag'
      | 'language'
      | 'countryCode'
      | 'localCountryCode'
      | 'originCountryCode'
    > {
  /** `video`: only categories that have video items. */
  media?: 'video';
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

/** The operation's first path with its `:params` filled in, each encoded as one segment. */
function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

function spec<I extends OperationId>(
  id: I,
  pathParams: Record<string, string | number>,
  params: Record<string, WireValue>,
  byId?: ByIdShape,
): RequestSpec<OperationOf<I>['response']> {
  const op = operation(id);
  const path = Object.fromEntries(Object.entries(pathParams).map(([name, value]) => [name, String(value)]));
  const accepted = Object.keys(op.query.def.shape);
  return {
    operationId: id,
    path: fillPath(op.paths[0] as string, path),
    pathParams: path,
    query: toSearchParams(params),
    schema: op.response as OperationOf<I>['response'],
    ...(byId ? { byId } : {}),
    sideEffect: op.sideEffect,
    commonParams: COMMON_NAMES.filter((name) => accepted.includes(name)),
  };
}

function withDates<T extends { publishedAfter?: Date }>(params: T, format: (date: Date) => string) {
  const { publishedAfter, ...rest } = params;
  return { ...rest, publishedAfter: publishedAfter ? format(publishedAfter) : undefined };
}

export const endpoints = {
  /** 1. The category list. */
  categoryList: (params: CategoryListParams = {}) => spec('categoryList', {}, { ...params }),

  /** 2. One category by its numeric id. */
  categoryById: (categoryId: number | string, params: CommonParams & { language?: string } = {}) =>
    spec('categoryById', { categoryId }, { ...params }, { listKey: 'categories' }),

  /** 3. One category by its English name. */
  categoryByName: (categoryName: string, params: CommonParams & { language?: string } = {}) =>
    spec('categoryByName', { categoryName }, { ...params }, { listKey: 'categories' }),

  /** 4. The content list. */
  contentList: (params: ContentListParams = {}) =>
    spec('contentList', {}, withDates(params, formatApiDateTime)),

  /** 5. One content item, with its body. */
  contentById: (contentId: string, params: CommonParams & ThumbnailParams = {}) =>
    spec('contentById', { contentId }, { ...params }, { listKey: 'content' }),

  /** 6. A person (Wikipedia id or name) and their top article. */
  person: (id: string, params: PersonParams = {}) =>
    spec('person', { id }, withDates(params, formatApiDate), {}),

  /** 7. A team (Wikipedia id or name). */
  team: (id: string, params: CommonParams & { language?: string } = {}) =>
    spec('team', { id }, { ...params }, {}),

  /** 8. Follow a person; answers the user data after the change. */
  followPerson: (personId: string, params: CommonParams & { userId: string }) =>
    spec('followPerson', { id: personId }, { ...params }),

  /** 9. Unfollow a person; answers the user data after the change. */
  unfollowPerson: (personId: string, params: CommonParams & { userId: string }) =>
    spec('unfollowPerson', { id: personId }, { ...params }),

  /** Extension (ours): follow a team. */
  followTeam: (teamId: string, params: CommonParams & { userId: string }) =>
    spec('followTeam', { id: teamId }, { ...params }),

  /** Extension (ours): unfollow a team. */
  unfollowTeam: (teamId: string, params: CommonParams & { userId: string }) =>
    spec('unfollowTeam', { id: teamId }, { ...params }),

  /** 10. A user's followed persons and teams. */
  user: (id: string, params: Omit<UserParams, 'userId'> = {}) => spec('user', { id }, { ...params }),

  /** 11. Comics by theme, day and language. */
  comics: (params: ComicsParams = {}) => {
    const { publishDate, ...rest } = params;
    return spec('comics', {}, { ...rest, publishDate: publishDate ? formatApiDate(publishDate) : undefined });
  },
};
