// The operations of the contract as the reader calls them: each request is built from its row in
// contract/operations.ts (path, parameters, answer schema, side effect), and each call's parameter types
// are derived from that row's parameter builders (ClientQuery), so there is no second list of paths or
// parameters here. A new row is callable at once with `request(row, path, query)`; a named call below
// only adds the by-id shape or a shorter signature. Nothing here fetches, and nothing here loads zod:
// the table's rows are read through contract/wire.ts, their plain-data projection (decision 0048), and
// the client checks a request and its answer with contract/wire-checks.ts, the checks as plain data (0059).
import type { z } from 'zod/mini';
import type {
  ClientParams,
  ClientPathParams,
  ClientQuery,
  commonQuery,
  contentFilterQuery,
  Operation,
  OperationId,
  OperationOf,
  thumbnailQuery,
} from '@contract/operations';
import { dateParamTime, formatUsDate } from '@contract/us-date';
import { API_ROOT, CATEGORY_API_ROOT } from '@contract/vocabulary';
import { OPERATION_WIRE } from '@contract/wire';

export { API_ROOT, CATEGORY_API_ROOT };

/** A by-id answer may also come as a one-element array or inside its list's own wrapper (contract §7). */
export interface ByIdShape {
  /** The list answer's wrapper key (`categories`, `content`), when the operation has a list. */
  listKey?: string;
}

export interface RequestSpec<S extends z.ZodMiniType = z.ZodMiniType> {
  /** The operation's stable id in the contract table. */
  operationId: string;
  /**
   * Its row, whose schemas check the path, the query and the answer, for a row outside the table (one a
   * test added); a row of the table is looked up by id when the client has loaded the contract.
   */
  row?: Pick<Operation, 'params' | 'query' | 'response'>;
  /** The answer's schema, as a type only: the client's result is its output. */
  readonly '~schema'?: S;
  path: string;
  /** The path parameters, as sent (for checking them against the contract before sending). */
  pathParams: Record<string, string>;
  query: URLSearchParams;
  /** Set for by-id reads: the client accepts the three shapes (see by-id.ts). */
  byId?: ByIdShape;
  /** Follow and unfollow change state: never retried, never cached. */
  sideEffect: boolean;
  /** Which of the common parameters the operation takes (the user operation names its user in the path). */
  commonParams: readonly (keyof CommonParams)[];
}

const COMMON_NAMES: readonly (keyof CommonParams)[] = ['aid', 'userId', 'optOut'];

/** Sent with every operation: who asks, and whether they opted out of personalisation. */
export type CommonParams = ClientParams<typeof commonQuery>;
export type ThumbnailParams = ClientParams<typeof thumbnailQuery>;
/** Each operation's query as the reader passes it, derived from the table. */
export type QueryParams<I extends OperationId> = ClientQuery<OperationOf<I>>;

/** Filters the content list accepts; list-valued ones are OR-ed, different ones AND-ed. */
export type ContentFilters = ClientParams<typeof contentFilterQuery> &
  Pick<QueryParams<'contentList'>, 'publishedAfter' | 'sortBy'>;
export type ContentListParams = QueryParams<'contentList'>;
export type PersonParams = QueryParams<'person'>;
/** The category list's twelve parameters: a category is listed when one of its items passes the filters. */
export type CategoryListParams = QueryParams<'categoryList'>;
export type UserParams = QueryParams<'user'>;
export type ComicsParams = QueryParams<'comics'>;

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

/** A row's wire facts (contract/wire.ts): what building its request needs, without zod. */
interface Wire {
  readonly paths: readonly string[];
  readonly sideEffect: boolean;
  /** Every query parameter the row accepts. */
  readonly query: readonly string[];
  /** The date parameters: true when written with the time. */
  readonly dates: Readonly<Record<string, boolean>>;
}

/** The row's fields a request needs. */
type Row = Pick<Operation, 'id' | 'paths' | 'params' | 'query' | 'response' | 'sideEffect'>;

/** The wire facts of a row outside the table, read from its own fields. */
function wireOf(row: Row): Wire {
  const shape = row.query.def.shape as unknown as Record<string, Parameters<typeof dateParamTime>[0]>;
  const dates: Record<string, boolean> = {};
  for (const [name, schema] of Object.entries(shape)) {
    const withTime = dateParamTime(schema);
    if (withTime !== undefined) dates[name] = withTime;
  }
  return { paths: row.paths, sideEffect: row.sideEffect, query: Object.keys(shape), dates };
}

function build(
  id: string,
  wire: Wire,
  pathParams: Record<string, unknown>,
  params: Record<string, unknown>,
  byId: ByIdShape | undefined,
  row?: Row,
): RequestSpec {
  const path = Object.fromEntries(Object.entries(pathParams).map(([name, value]) => [name, String(value)]));
  const wired = Object.fromEntries(
    Object.entries(params as Record<string, WireValue | Date>).map(([name, value]) => {
      const withTime = wire.dates[name];
      if (value instanceof Date)
        return [name, withTime === undefined ? undefined : formatUsDate(value, withTime)];
      return [name, value];
    }),
  );
  return {
    operationId: id,
    ...(row ? { row } : {}),
    path: fillPath(wire.paths[0] as string, path),
    pathParams: path,
    query: toSearchParams(wired),
    ...(byId ? { byId } : {}),
    sideEffect: wire.sideEffect,
    commonParams: COMMON_NAMES.filter((name) => wire.query.includes(name)),
  };
}

/**
 * The request for any row of the table (or a row a test added), its parameters typed from the row (whoever
 * holds a row has loaded zod: the named calls below read the wire facts instead):
 * a date parameter's `Date` in the form the parameter reads, the rest as toSearchParams does.
 */
export function request<O extends Row>(
  row: O,
  pathParams: ClientPathParams<O>,
  params: ClientQuery<O>,
  byId?: ByIdShape,
): RequestSpec<O['response']> {
  return build(row.id, wireOf(row), pathParams, params, byId, row);
}

const spec = <I extends OperationId>(
  id: I,
  pathParams: ClientPathParams<OperationOf<I>>,
  params: ClientQuery<OperationOf<I>>,
  byId?: ByIdShape,
) => build(id, OPERATION_WIRE[id], pathParams, params, byId) as RequestSpec<OperationOf<I>['response']>;

/**
 * The id of the operation a path names (given as its segments, without the empty first one), from the
 * table's paths; undefined when none matches. For the reader's error words.
 */
export function operationIdOfPath(segments: readonly string[]): OperationId | undefined {
  for (const [id, wire] of Object.entries(OPERATION_WIRE)) {
    for (const path of wire.paths) {
      const pattern = path.split('/').filter(Boolean);
      if (pattern.length !== segments.length) continue;
      const matches = pattern.every((part, i) =>
        part.startsWith(':') ? segments[i] !== '' : part === segments[i],
      );
      if (matches) return id as OperationId;
    }
  }
  return undefined;
}

export const endpoints = {
  /** 1. The category list. */
  categoryList: (params: QueryParams<'categoryList'> = {}) => spec('categoryList', {}, params),

  /** 2. One category by its numeric id. */
  categoryById: (categoryId: number | string, params: QueryParams<'categoryById'> = {}) =>
    spec('categoryById', { categoryId }, params, { listKey: 'categories' }),

  /** 3. One category by its English name. */
  categoryByName: (categoryName: string, params: QueryParams<'categoryByName'> = {}) =>
    spec('categoryByName', { categoryName }, params, { listKey: 'categories' }),

  /** 4. The content list. */
  contentList: (params: QueryParams<'contentList'> = {}) => spec('contentList', {}, params),

  /** 5. One content item, with its body. */
  contentById: (contentId: string, params: QueryParams<'contentById'> = {}) =>
    spec('contentById', { contentId }, params, { listKey: 'content' }),

  /** 6. A person (Wikipedia id or name) and their top article. */
  person: (id: string, params: QueryParams<'person'> = {}) => spec('person', { id }, params, {}),

  /** 7. A team (Wikipedia id or name). */
  team: (id: string, params: QueryParams<'team'> = {}) => spec('team', { id }, params, {}),

  /** 8. Follow a person; answers the user data after the change. */
  followPerson: (personId: string, params: QueryParams<'followPerson'>) =>
    spec('followPerson', { id: personId }, params),

  /** 9. Unfollow a person; answers the user data after the change. */
  unfollowPerson: (personId: string, params: QueryParams<'unfollowPerson'>) =>
    spec('unfollowPerson', { id: personId }, params),

  /** Extension (ours): follow a team. */
  followTeam: (teamId: string, params: QueryParams<'followTeam'>) =>
    spec('followTeam', { id: teamId }, params),

  /** Extension (ours): unfollow a team. */
  unfollowTeam: (teamId: string, params: QueryParams<'unfollowTeam'>) =>
    spec('unfollowTeam', { id: teamId }, params),

  /** 10. A user's followed persons and teams. */
  user: (id: string, params: QueryParams<'user'> = {}) => spec('user', { id }, params),

  /** 11. Comics by theme, day and language. */
  comics: (params: QueryParams<'comics'> = {}) => spec('comics', {}, params),
};
