// The render's API calls answered without HTTP: the URL is matched to the contract's operation as the guards
// match it (lib/api-path.ts), then the operation's own answerer runs — the same validation, handler,
// serializer and error bodies as its route (routes/operations.ts: `operationAnswerer`). No request is
// built, routed, hooked or injected. What the answerer cannot answer without HTTP (an answer streamed to
// the socket, a follow, a path the guards would refuse) is left to `app.inject` (render/in-process-fetch.ts).
// The render's own reads take the handler's view as it is (`view`): views are built in the contract's
// shape, field for field and in the serializer's order (in-process-api.test.ts holds every operation a
// page reads to its JSON round trip), so writing them as JSON only for the render to parse them back
// bought nothing (decision 0058).
import { isApiPath, matchOperation, normalizeApiPath } from './api-path';

/** An operation's answer, as its route would write it: status, headers and the JSON text. */
export interface OperationAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Thrown by an answerer whose handler wants the HTTP request or reply itself (a streamed answer). */
export const NEEDS_HTTP = Symbol('needs HTTP');

/** An operation's answer before it is written: the handler's view (or the error body) and its writer. */
export interface OperationResult {
  status: number;
  headers: Record<string, string>;
  view: unknown;
  /** The view as the route writes it (fast-json-stringify, by the operation's schema). */
  json: () => string;
}

export type OperationAnswerer = (
  params: Record<string, string>,
  query: Record<string, string | string[]>,
) => OperationResult;

/** The query as Fastify's parser gives it: a repeated name is an array, a single one a string. */
function parseQuery(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of search) {
    const seen = query[name];
    query[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return query;
}

export class InProcessApi {
  private readonly answerers = new Map<string, OperationAnswerer>();

  /** routes/operations.ts registers each operation's answerer here, beside its route. */
  add(operationId: string, answerer: OperationAnswerer): void {
    this.answerers.set(operationId, answerer);
  }

  /**
   * The answer to a GET of `url` (path and query, under /mediaApi), or undefined when it has to go over
   * HTTP: no such operation here, a side effect, a path the guards refuse, or an answer that streams.
   */
  answer(url: string): OperationAnswer | undefined {
    const result = this.run(url);
    return result && { status: result.status, headers: result.headers, body: result.json() };
  }

  /**
   * The data of a successful GET of `url` as its handler made it (a fresh object, the contract's shape),
   * for the render's own reads; undefined when `answer` (or HTTP) is to say what happens instead.
   */
  view(url: string): unknown {
    const result = this.run(url);
    return result?.status === 200 ? result.view : undefined;
  }

  private run(url: string): OperationResult | undefined {
    // The path exactly as written (a URL parser would resolve `%2e%2e` before the guards' rules saw it).
    const mark = url.indexOf('?');
    const path = mark === -1 ? url : url.slice(0, mark);
    if (!isApiPath(path)) return undefined;
    let segments: string[];
    try {
      segments = normalizeApiPath(path);
    } catch {
      return undefined;
    }
    const match = matchOperation(segments);
    if (!match || match.sideEffect) return undefined;
    const answerer = this.answerers.get(match.id);
    if (!answerer) return undefined;
    try {
      return answerer(match.params, parseQuery(new URLSearchParams(mark === -1 ? '' : url.slice(mark + 1))));
    } catch (error) {
      if (error === NEEDS_HTTP) return undefined;
      throw error;
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Local mode: the operations' answers without HTTP, for the page renderer. */
    inProcessApi?: InProcessApi;
  }
}
