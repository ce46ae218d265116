// What the server hands the browser beside its HTML: the settled queries the page was rendered from and
// React Router's loader data, as a JSON script (read, never run: the CSP allows no inline script).
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';
import { ApiError, type ApiErrorKind } from '@/api/client';
import type { ReaderHints } from '@/lib/reader-hints';

export const STATE_ELEMENT_ID = 'gazette-state';

export interface RenderedState {
  queries: DehydratedState;
  router: HydrationState;
  /** When the server rendered the page (epoch ms): relative times read from it until hydrated. */
  renderedAt: number;
  /** What the server knew of the reader (languages, preferences cookie): the hydrating render reads the same. */
  hints: ReaderHints;
}

/** A failed query's error as JSON can carry it (an ApiError's own fields; anything else by its message). */
interface ErrorJson {
  apiError: {
    kind: ApiErrorKind;
    message: string;
    operation: string;
    status?: number;
    param?: string;
    retryAfterSeconds?: number;
    issuePath?: string;
  };
}

function errorToJson(error: unknown): ErrorJson {
  if (error instanceof ApiError) {
    const { kind, message, operation, status, param, retryAfterSeconds, issuePath } = error;
    return { apiError: { kind, message, operation, status, param, retryAfterSeconds, issuePath } };
  }
  return { apiError: { kind: 'network', message: String(error), operation: '' } };
}

function errorFromJson(value: unknown): unknown {
  const error = (value as Partial<ErrorJson> | null)?.apiError;
  if (!error) return value;
  const { kind, message, ...details } = error;
  return new ApiError(kind, message, details);
}

/** Safe inside `<script type="application/json">`: no `</script>`, `<!--`, `&`, U+2028 or U+2029 survive as such. */
export function escapeJsonForHtml(json: string): string {
  return json.replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function serializeState(state: RenderedState): string {
  const queries = state.queries.queries.map((query) =>
    query.state.status === 'error'
      ? { ...query, state: { ...query.state, error: errorToJson(query.state.error) } }
      : query,
  );
  return escapeJsonForHtml(JSON.stringify({ ...state, queries: { ...state.queries, queries } }));
}

export function parseState(text: string): RenderedState {
  const state = JSON.parse(text) as RenderedState;
  for (const query of state.queries.queries) {
    if (query.state.status === 'error') query.state.error = errorFromJson(query.state.error) as Error;
  }
  return state;
}

/** The state the server put into the page, if it rendered it. */
export function readRenderedState(doc: Document = document): RenderedState | undefined {
  const text = doc.getElementById(STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return parseState(text);
  } catch {
    return undefined;
  }
}
