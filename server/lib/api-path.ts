// Which operation of the contract's table (contract/operations.ts) a request path names, decided once for
// every guard and for the proxy.
// Paths are normalised first: each segment percent-decoded, and dot segments, encoded slashes, backslashes,
// empty segments and control characters refused, so `…/v1.0/%2e%2e/…` or `…/person/x/%61dd` cannot slip past
// a guard that a router (or an upstream) would later decode differently.
import { operationOfPath, type CachePolicy, type Operation } from '../../contract/operations';
import { API_PREFIX } from '../../contract/vocabulary';
import { HttpError } from './http-error';

export type { CachePolicy };

export interface OperationMatch {
  /** Stable operation id (one rate-limit bucket per client and operation, whatever the spelling or method). */
  id: string;
  sideEffect: boolean;
  cache: CachePolicy;
  /** The decoded segments of the path, without the empty first one. */
  segments: string[];
  /** The path parameters by name, decoded. */
  params: Record<string, string>;
  operation: Operation;
}

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

/** The operation of the contract's table a normalised path names, or undefined. */
export function matchOperation(segments: string[]): OperationMatch | undefined {
  const match = operationOfPath(segments);
  if (!match) return undefined;
  const { operation, params } = match;
  return {
    id: operation.id,
    sideEffect: operation.sideEffect,
    cache: operation.cache,
    segments,
    params,
    operation,
  };
}

/** Whether a request path is under the API (`/mediaApi` or `/mediaApi/…`). */
export function isApiPath(path: string): boolean {
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}
