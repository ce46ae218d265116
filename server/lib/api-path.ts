// Which operation of the contract a request path names, decided once for every guard and for the proxy.
// Paths are normalised first: each segment percent-decoded, and dot segments, encoded slashes, backslashes,
// empty segments and control characters refused, so `…/v1.0/%2e%2e/…` or `…/person/x/%61dd` cannot slip past
// a guard that a router (or an upstream) would later decode differently.
import { HttpError } from './http-error';

export type CachePolicy = 'public' | 'user' | 'no-store';

export interface OperationMatch {
  /** Stable operation id (one rate-limit bucket per client and operation, whatever the spelling or method). */
  id: string;
  sideEffect: boolean;
  cache: CachePolicy;
  /** The decoded segments of the path, without the empty first one. */
  segments: string[];
}

interface OperationPattern {
  id: string;
  sideEffect: boolean;
  cache: CachePolicy;
  /** Segments after the prefix; `:name` matches any one non-empty segment. */
  pattern: string[];
  prefixes: string[][];
}

const SINGLE = ['mediaApi', 'v1.0'];
const DOUBLE = ['mediaApi', 'mediaApi', 'v1.0'];

// TO BE REPLACED by contract/operations.ts (OPERATIONS) once that table lands: it holds the same facts.
const PATTERNS: OperationPattern[] = [
  {
    id: 'listCategories',
    sideEffect: false,
    cache: 'public',
    pattern: ['category'],
    prefixes: [DOUBLE, SINGLE],
  },
  {
    id: 'getCategoryById',
    sideEffect: false,
    cache: 'public',
    pattern: ['category', 'id', ':categoryId'],
    prefixes: [DOUBLE, SINGLE],
  },
  {
    id: 'getCategoryByName',
    sideEffect: false,
    cache: 'public',
    pattern: ['category', 'name', ':categoryName'],
    prefixes: [SINGLE, DOUBLE],
  },
  { id: 'listContent', sideEffect: false, cache: 'public', pattern: ['content'], prefixes: [SINGLE] },
  {
    id: 'getContent',
    sideEffect: false,
    cache: 'public',
    pattern: ['content', ':contentId'],
    prefixes: [SINGLE],
  },
  { id: 'getPerson', sideEffect: false, cache: 'public', pattern: ['person', ':id'], prefixes: [SINGLE] },
  { id: 'getTeam', sideEffect: false, cache: 'public', pattern: ['team', ':id'], prefixes: [SINGLE] },
  {
    id: 'followPerson',
    sideEffect: true,
    cache: 'no-store',
    pattern: ['person', ':id', 'add'],
    prefixes: [SINGLE],
  },
  {
    id: 'unfollowPerson',
    sideEffect: true,
    cache: 'no-store',
    pattern: ['person', ':id', 'delete'],
    prefixes: [SINGLE],
  },
  {
    id: 'followTeam',
    sideEffect: true,
    cache: 'no-store',
    pattern: ['team', ':id', 'add'],
    prefixes: [SINGLE],
  },
  {
    id: 'unfollowTeam',
    sideEffect: true,
    cache: 'no-store',
    pattern: ['team', ':id', 'delete'],
    prefixes: [SINGLE],
  },
  { id: 'getUser', sideEffect: false, cache: 'no-store', pattern: ['user', ':id'], prefixes: [SINGLE] },
  { id: 'listComics', sideEffect: false, cache: 'public', pattern: ['mid', 'comics'], prefixes: [SINGLE] },
];

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The decoded segments of an API path (`/mediaApi/…`, query string excluded), or a 400 for a path that
 * means something different once decoded. A single trailing slash is allowed (`/content/`).
 */
export function normalizeApiPath(rawPath: string): string[] {
  const refuse = (message: string) => new HttpError(400, message, 'path');
  if (rawPath.includes('\\')) throw refuse('the path must not contain a backslash');
  const trimmed = rawPath.endsWith('/') && rawPath.length > 1 ? rawPath.slice(0, -1) : rawPath;
  const raw = trimmed.split('/').slice(1);
  return raw.map((segment) => {
    if (segment === '') throw refuse('the path must not contain empty segments');
    if (/%(?:2f|5c)/i.test(segment)) throw refuse('the path must not contain encoded slashes');
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      throw refuse('the path is not valid percent-encoding');
    }
    if (decoded === '.' || decoded === '..') throw refuse('the path must not contain dot segments');
    if (CONTROL.test(decoded)) throw refuse('the path must not contain control characters');
    return decoded;
  });
}

/** The operation a normalised path names, or undefined. */
export function matchOperation(segments: string[]): OperationMatch | undefined {
  for (const op of PATTERNS) {
    for (const prefix of op.prefixes) {
      if (segments.length !== prefix.length + op.pattern.length) continue;
      if (!prefix.every((part, i) => segments[i] === part)) continue;
      const rest = segments.slice(prefix.length);
      if (op.pattern.every((part, i) => (part.startsWith(':') ? rest[i] !== '' : rest[i] === part)))
        return { id: op.id, sideEffect: op.sideEffect, cache: op.cache, segments };
    }
  }
  return undefined;
}

/** Whether a request path is under the API (`/mediaApi` or `/mediaApi/…`). */
export function isApiPath(path: string): boolean {
  return path === '/mediaApi' || path.startsWith('/mediaApi/');
}
