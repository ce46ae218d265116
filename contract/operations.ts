// THE table of the content API's operations (eleven, plus the team follow extension). The reference
// server registers its routes from it, /openapi.json is generated from it, and the reader builds its
// requests from it and checks their parameters against it before sending. Adding an operation is one
// entry here, its repository query and its page.
import { z } from 'zod/mini';
import {
  boolean,
  type ClientTyped,
  comicTheme,
  country,
  credentialParams,
  intEnum,
  integer,
  language,
  list,
  oneOf,
  opaque,
  pathText,
  usDate,
  userId,
  uuid,
} from './params.ts';
import {
  categoryListSchema,
  categorySchema,
  comicListSchema,
  contentDetailSchema,
  contentListSchema,
  personSchema,
  teamSchema,
  userDataSchema,
} from './schemas.ts';
import {
  API_ROOT,
  CATEGORY_API_ROOTS,
  COMIC_LANGUAGES,
  MEDIA_TYPES,
  SORT_ORDERS,
  SPORT_TYPE_CODES,
} from './vocabulary.ts';

const opt = z.optional;

// ---------------------------------------------------------------- parameter groups

/** Who asks, and whether they opted out of personalisation. */
export const commonQuery = {
  aid: opt(opaque(128, 'Opaque analytics id of the calling app.')),
  optOut: opt(boolean('true: no personalised ordering and nothing about the request is recorded.')),
  userId: opt(
    userId(
      'Opaque user id (1-64 chars of A-Z a-z 0-9 _ -). It identifies the reader like a bearer token: keep it secret.',
    ),
  ),
};

const { userId: _userId, ...anonymousQuery } = commonQuery;

/** The content filters: list ones are OR-ed inside, different ones AND-ed. */
export const contentFilterQuery = {
  language: opt(language('Only items in this ISO 639-1 language.')),
  countryCode: opt(country('Only items shown in this country (ISO 3166-1 alpha-2).')),
  localCountryCode: opt(country("Only items shown in the reader's local country (ISO 3166-1 alpha-2).")),
  originCountryCode: opt(country("Only items produced in this country (the provider's home country).")),
  vendor: opt(list('Include: provider ids (contentSource), case-insensitive.')),
  vendorFilter: opt(list('Exclude: provider ids.')),
  category: opt(list('Include: English category names or ids, case-insensitive.')),
  categoryFilter: opt(list('Exclude: English category names or ids.')),
  tag: opt(list('Include: tags, case-insensitive.')),
  topic: opt(
    list(
      'Include: topic names or Wikidata ids; an entry ending in ":ext" also matches title, summary or body.',
    ),
  ),
  person: opt(list('Include: person names or Wikidata ids.')),
  team: opt(list('Include: team names or Wikidata ids.')),
};

export const thumbnailQuery = {
  thumbImgWidth: opt(integer(16, 2000, 'Thumbnail width in px (default 300).')),
  thumbImgHeight: opt(integer(16, 2000, 'Thumbnail height in px (default 200).')),
  thumbImgQuality: opt(integer(1, 100, 'Thumbnail encoding quality in percent (default 80).')),
};

const categoryIdParam = integer(1, 2_147_483_647, 'Category id.');
const entityIdParam = (what: string) =>
  pathText(100, `Wikidata id (e.g. Q615) or case-insensitive ${what} name.`);

/** A strict query object: an unknown parameter is refused (publisherId and key are always accepted). */
function query<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.strictObject({ ...shape, ...credentialParams });
}

/** Category by id and by name take the same query. */
const oneCategoryQuery = query({
  ...commonQuery,
  language: opt(language('Language of translatedName (ISO 639-1); English when there is no translation.')),
});

// ---------------------------------------------------------------- the operations

export type CachePolicy = 'public' | 'user' | 'no-store';

export interface Operation {
  /** Stable operationId (OpenAPI, the reader's endpoint name, the server's handler key). */
  readonly id: string;
  readonly summary: string;
  readonly description: string;
  /** Every path the server answers, in Fastify syntax (`:param`); the first is the one clients send. */
  readonly paths: readonly string[];
  readonly params: z.ZodMiniObject;
  readonly query: z.ZodMiniObject;
  readonly response: z.ZodMiniType;
  /** Changes state (follow, unfollow): never retried, never cached, never prefetched. */
  readonly sideEffect: boolean;
  /** public: same for everyone; user: `private` when a userId is given, else public; no-store. */
  readonly cache: CachePolicy;
  /** Statuses the operation can answer besides 200 and 400 (404 for unknown resources, 403 for guards). */
  readonly errors: readonly number[];
}

const categoryPaths = (suffix: string) => CATEGORY_API_ROOTS.map((root) => `${root}/category${suffix}`);

const followOperation = <I extends string>(id: I, resource: 'person' | 'team', action: 'add' | 'delete') =>
  ({
    id,
    summary: `${action === 'add' ? 'Follow' : 'Unfollow'} a ${resource}`,
    description:
      `${action === 'add' ? 'Adds' : 'Removes'} the ${resource} to the user's followed ${resource}s, idempotently, ` +
      'and answers the user data after the change. A state-changing GET: refused cross-site and to prefetch requests.' +
      (resource === 'team' ? ' An extension of this server (not in the public interface).' : ''),
    paths: [`${API_ROOT}/${resource}/:id/${action}`],
    params: z.object({ id: entityIdParam(resource) }),
    query: query({ ...anonymousQuery, userId: userId('The user who follows (required).') }),
    response: userDataSchema,
    sideEffect: true,
    cache: 'no-store',
    errors: [403, 404],
  }) as const satisfies Operation;

export const OPERATIONS = [
  {
    id: 'categoryList',
    summary: 'List categories',
    description:
      'Categories with at least one item passing the content filters given; categoryFilter removes categories by name or id; media=video lists categories that have video items.',
    paths: categoryPaths(''),
    params: z.object({}),
    query: query({
      ...commonQuery,
      language: opt(language('Language of translatedName and of the items counted (ISO 639-1).')),
      vendor: contentFilterQuery.vendor,
      vendorFilter: contentFilterQuery.vendorFilter,
      categoryFilter: contentFilterQuery.categoryFilter,
      tag: contentFilterQuery.tag,
      media: opt(oneOf(MEDIA_TYPES, 'video: only categories that have video items.')),
      countryCode: contentFilterQuery.countryCode,
      localCountryCode: contentFilterQuery.localCountryCode,
      originCountryCode: contentFilterQuery.originCountryCode,
    }),
    response: categoryListSchema,
    sideEffect: false,
    cache: 'public',
    errors: [],
  },
  {
    id: 'categoryById',
    summary: 'One category by id',
    description: 'The category with this numeric id.',
    paths: categoryPaths('/id/:categoryId'),
    params: z.object({ categoryId: categoryIdParam }),
    query: oneCategoryQuery,
    response: categorySchema,
    sideEffect: false,
    cache: 'public',
    errors: [404],
  },
  {
    id: 'categoryByName',
    summary: 'One category by English name',
    description: 'The category with this English name (case-insensitive).',
    // The interface lists this one under the single segment; the doubled one is served too.
    paths: [...categoryPaths('/name/:categoryName')].reverse(),
    params: z.object({ categoryName: pathText(100, 'English category name, case-insensitive.') }),
    query: oneCategoryQuery,
    response: categorySchema,
    sideEffect: false,
    cache: 'public',
    errors: [404],
  },
  {
    id: 'contentList',
    summary: 'List content items',
    description:
      'Items passing the filters. Without sortBy, items about what the user follows rank first (with userId), then newest. totalItems is the number of items in this answer.',
    paths: [`${API_ROOT}/content/`, `${API_ROOT}/content`],
    params: z.object({}),
    query: query({
      ...commonQuery,
      ...contentFilterQuery,
      ...thumbnailQuery,
      limit: opt(integer(1, 100, 'Page size, 1-100 (default 20).')),
      offset: opt(integer(0, 10_000_000, 'Items to skip. An explicit 0 returns every item of the query.')),
      sortBy: opt(oneOf(SORT_ORDERS, 'newest: publishedAt descending.')),
      publishedAfter: opt(usDate(true, 'Only items published at or after this instant')),
    }),
    response: contentListSchema,
    sideEffect: false,
    cache: 'user',
    errors: [],
  },
  {
    id: 'contentById',
    summary: 'One content item with its body',
    description: 'The item with this id, plus body: the article as untrusted HTML from the provider.',
    paths: [`${API_ROOT}/content/:contentId`],
    params: z.object({ contentId: uuid('Content id (UUID).') }),
    query: query({ ...commonQuery, ...thumbnailQuery }),
    response: contentDetailSchema,
    sideEffect: false,
    cache: 'public',
    errors: [404],
  },
  {
    id: 'person',
    summary: 'A person and their top article',
    description:
      'The person (by Wikidata id or name) and the best item about them that also passes the content filters; person narrows it to items that also name those persons.',
    paths: [`${API_ROOT}/person/:id`],
    params: z.object({ id: entityIdParam('person') }),
    query: query({
      ...commonQuery,
      ...contentFilterQuery,
      ...thumbnailQuery,
      person: opt(list('Only items that also name these persons (names or Wikidata ids).')),
      publishedAfter: opt(usDate(false, 'Top article published on or after this day')),
    }),
    response: personSchema,
    sideEffect: false,
    cache: 'user',
    errors: [404],
  },
  {
    id: 'team',
    summary: 'A team',
    description:
      'The team (by Wikidata id or name); language gives its name and description in that language where a translation exists.',
    paths: [`${API_ROOT}/team/:id`],
    params: z.object({ id: entityIdParam('team') }),
    query: query({
      ...commonQuery,
      language: opt(
        language('Language of name and description (ISO 639-1); English when there is no translation.'),
      ),
    }),
    response: teamSchema,
    sideEffect: false,
    cache: 'user',
    errors: [404],
  },
  followOperation('followPerson', 'person', 'add'),
  followOperation('unfollowPerson', 'person', 'delete'),
  followOperation('followTeam', 'team', 'add'),
  followOperation('unfollowTeam', 'team', 'delete'),
  {
    id: 'user',
    summary: "A user's followed persons and teams",
    description: 'Users exist implicitly: an id never seen answers empty lists.',
    paths: [`${API_ROOT}/user/:id`],
    params: z.object({ id: userId('User id (1-64 chars of A-Z a-z 0-9 _ -); a bearer-like secret.') }),
    query: query({
      ...anonymousQuery,
      sportType: opt(
        intEnum(
          SPORT_TYPE_CODES,
          'Only teams (and persons carrying a sportType) of this sport: 1 soccer, 2 basketball, 6 football.',
        ),
      ),
      competitionId: opt(integer(1, 2_147_483_647, 'Only teams in this competition.')),
    }),
    response: userDataSchema,
    sideEffect: false,
    cache: 'no-store',
    errors: [],
  },
  {
    id: 'comics',
    summary: 'Comics',
    description: 'Comic strips by theme, day and language; newest first without publishDate.',
    paths: [`${API_ROOT}/mid/comics`],
    params: z.object({}),
    query: query({
      ...commonQuery,
      limit: opt(integer(1, 50, 'Number of comics, 1-50 (default 5).')),
      offset: opt(integer(0, 1_000_000, 'Comics to skip.')),
      theme: opt(comicTheme('One theme; case-insensitive, singular or plural.')),
      publishDate: opt(usDate(false, 'Only comics of this UTC day')),
      language: opt(language('Caption language (default en).', COMIC_LANGUAGES)),
    }),
    response: comicListSchema,
    sideEffect: false,
    cache: 'public',
    errors: [],
  },
] as const satisfies readonly Operation[];

// ---------------------------------------------------------------- the reader's parameter types

type Prettify<T> = { [K in keyof T]: T[K] } & {};
type ShapeOf<S> = S extends z.ZodMiniObject<infer Shape> ? Shape : never;
type IsOptional<S> = S extends z.ZodMiniOptional ? true : false;
/** What the reader passes for one parameter: its builder's ClientTyped mark, else its parsed value. */
type ClientValue<S> =
  S extends z.ZodMiniOptional<infer Inner>
    ? ClientValue<Inner>
    : S extends ClientTyped<infer C>
      ? C
      : z.output<S>;
/** The partner credentials are the proxy's to add, never the reader's. */
type CredentialName = keyof typeof credentialParams;

/** The parameters of a query shape as the reader passes them: optional ones optional, credentials left out. */
export type ClientParams<Shape> = Prettify<
  {
    [
      K in keyof Shape as K extends CredentialName ? never : IsOptional<Shape[K]> extends true ? K : never
    ]?: ClientValue<Shape[K]>;
  } & {
    [
      K in keyof Shape as K extends CredentialName ? never : IsOptional<Shape[K]> extends true ? never : K
    ]: ClientValue<Shape[K]>;
  }
>;

/** An operation's query as the reader passes it (endpoints.ts), derived from the table's builders. */
export type ClientQuery<O extends Pick<Operation, 'query'>> = ClientParams<ShapeOf<O['query']>>;
/** An operation's path parameters as the reader passes them: the value, or its text. */
export type ClientPathParams<O extends Pick<Operation, 'params'>> = {
  [K in keyof ShapeOf<O['params']>]: ClientValue<ShapeOf<O['params']>[K]> | string;
};

// ---------------------------------------------------------------- lookups

export type Operations = typeof OPERATIONS;
export type OperationId = Operations[number]['id'];
export type OperationOf<I extends OperationId> = Extract<Operations[number], { id: I }>;
/** The parsed (server-side) query of an operation. */
export type QueryOf<I extends OperationId> = z.output<OperationOf<I>['query']>;
export type ParamsOf<I extends OperationId> = z.output<OperationOf<I>['params']>;
export type ResponseOf<I extends OperationId> = z.output<OperationOf<I>['response']>;

export const OPERATION_BY_ID: { readonly [I in OperationId]: OperationOf<I> } = Object.fromEntries(
  OPERATIONS.map((operation) => [operation.id, operation]),
) as never;

export function operation<I extends OperationId>(id: I): OperationOf<I> {
  return OPERATION_BY_ID[id];
}

/**
 * Rows a test added (addTestOperation): served, documented, fuzzed and callable like the table's own, to
 * show that a row of the table is all an operation needs. Empty in every running server.
 */
const testOperations: Operation[] = [];

/** Every operation the process serves: the table, then any a test added. */
export function servedOperations(): readonly Operations[number][] {
  return testOperations.length === 0 ? OPERATIONS : [...OPERATIONS, ...(testOperations as never[])];
}

/**
 * For tests only: serve one more operation, from the next app built on, until the returned function is
 * called. Refused in production, so no running server can grow a row outside the table.
 */
export function addTestOperation(entry: Operation): () => void {
  if (typeof process !== 'undefined' && process.env.NODE_ENV === 'production')
    throw new Error('addTestOperation is for tests only');
  if (servedOperations().some((served) => served.id === entry.id))
    throw new Error(`operation ${entry.id} exists already`);
  testOperations.push(entry);
  patterns = undefined;
  return () => {
    testOperations.splice(testOperations.indexOf(entry), 1);
    patterns = undefined;
  };
}

/** Every path of every operation, as segments (`:name` = one segment of any value). */
let patterns: { operation: Operations[number]; pattern: string[] }[] | undefined;
const PATTERNS = () =>
  (patterns ??= servedOperations().flatMap((entry: Operation) =>
    entry.paths.map((path) => ({
      operation: entry as Operations[number],
      pattern: path.split('/').filter(Boolean),
    })),
  ));

/**
 * The operation a path names, given as its segments (already decoded, without the empty first one), and
 * its path parameters by name; undefined when no path of the table matches. The server's guards and the
 * reader's error words both ask this one table.
 */
export function operationOfPath(
  segments: readonly string[],
): { operation: Operations[number]; params: Record<string, string> } | undefined {
  for (const { operation, pattern } of PATTERNS()) {
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const segment = segments[i] as string;
      if (!part.startsWith(':')) return part === segment;
      params[part.slice(1)] = segment;
      return segment !== '';
    });
    if (matches) return { operation, params };
  }
  return undefined;
}
