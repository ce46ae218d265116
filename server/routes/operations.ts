// The one registrar: every API route comes from the contract's OPERATIONS table. A route file only
// supplies the handler for an operation id; validation (our wording of the contract's zod checks),
// serialization (fast-json-stringify, from the same schemas) and /openapi.json (@fastify/swagger) follow
// from the table.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
} from 'fastify';
import fastJson, { type Schema } from 'fast-json-stringify';
import { safeParse, toJSONSchema, type $ZodType } from 'zod/v4/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { issueToParamError } from '../../contract/errors';
import {
  servedOperations,
  type OperationId,
  type OperationOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '../../contract/operations';
import { errorBodySchema } from '../../contract/schemas';
import { badParam, HttpError } from '../lib/http-error';
import { NEEDS_HTTP, type InProcessApi, type OperationAnswerer } from '../lib/in-process-api';
import { errorAnswer } from '../plugins/error-handler';
import { CACHE_NO_STORE, CACHE_PRIVATE, CACHE_PUBLIC } from '../plugins/http-caching';
import { rateLimitConfig, type Services } from './services';

export interface HandlerInput<I extends OperationId> {
  query: QueryOf<I>;
  params: ParamsOf<I>;
  request: FastifyRequest;
  /** For an answer that streams (offset=0, lib/content-stream.ts): the handler sends it and returns `reply`. */
  reply: FastifyReply;
}

export type Handler<I extends OperationId> = (input: HandlerInput<I>) => ResponseOf<I>;
/** One handler per operation: the compiler notices a missing one. */
export type Handlers = { [I in OperationId]: Handler<I> };
/** Handlers of rows a test added to the table (contract addTestOperation), by operation id. */
export type TestHandlers = Record<
  string,
  (input: { query: never; params: never; request: FastifyRequest; reply: FastifyReply }) => unknown
>;

/**
 * Checks path and query against the operation's zod schemas; the first issue becomes the contract's
 * 400 body naming the parameter, worded as the reader words it (contract/errors.ts).
 */
export const contractValidatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data);
    if (result.success) return { value: result.data };
    const { param, message } = issueToParamError(result.error.issues[0]!, data);
    return { error: badParam(param, message) };
  };

/**
 * Writes an answer from the JSON Schema of its contract schema with fast-json-stringify, as Fastify does
 * for routes described in JSON Schema: only the contract's fields go out (as zod's strip would leave
 * them), and a missing required field fails the request. Encoding every answer through zod as well
 * (fastify-type-provider-zod's serializer) took 280 µs for a page of 20 stories against 86 µs here; the
 * contract tests check the answers against the same zod schemas.
 */
export const contractSerializerCompiler: FastifySerializerCompiler<$ZodType> = ({ schema }) => {
  const stringify = fastJson(toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as Schema);
  return (data) => stringify(data);
};

/** Every status an operation can answer besides 200, with the contract's error body. */
function errorResponses(operation: OperationOf<OperationId>) {
  const statuses = [400, ...operation.errors, 429, 500];
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
}

/** The paths an operation is registered under (with ignoreTrailingSlash, `/x/` and `/x` are one route). */
export function routePaths(operation: { paths: readonly string[] }): string[] {
  const seen = new Set<string>();
  return operation.paths.filter((path) => {
    const key = path.replace(/\/+$/, '');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function cacheControl(operation: OperationOf<OperationId>, query: { userId?: string }): string {
  if (operation.cache === 'no-store') return CACHE_NO_STORE;
  if (operation.cache === 'user' && query.userId !== undefined) return CACHE_PRIVATE;
  return CACHE_PUBLIC;
}

/** Touching the HTTP request or reply (a streamed answer) is left to HTTP. */
const NO_HTTP = new Proxy({} as never, {
  get() {
    throw NEEDS_HTTP;
  },
});

/**
 * An operation's answer without HTTP (lib/in-process-api.ts): its route's own validator and serializer
 * compilers, in the order Fastify runs them (path parameters, then query), its handler, and the error
 * handler's bodies and headers (Retry-After). Caching headers are HTTP's (plugins/http-caching.ts).
 */
export function operationAnswerer(
  operation: OperationOf<OperationId>,
  handler: Handler<OperationId>,
): OperationAnswerer {
  const compile = (schema: unknown, httpPart: string) =>
    contractValidatorCompiler({ schema: schema as $ZodType, method: 'GET', url: '', httpPart });
  const validateParams = compile(operation.params, 'params');
  const validateQuery = compile(operation.query, 'querystring');
  const serialize = contractSerializerCompiler({
    schema: operation.response as $ZodType,
    method: 'GET',
    url: '',
    httpStatus: '200',
  });
  const serializeError = contractSerializerCompiler({
    schema: errorBodySchema as $ZodType,
    method: 'GET',
    url: '',
    httpStatus: '400',
  });
  const json = 'application/json; charset=utf-8';
  return (rawParams, rawQuery) => {
    try {
      const params = validateParams(rawParams) as { value?: unknown; error?: Error };
      if (params.error) throw params.error;
      const query = validateQuery(rawQuery) as { value?: unknown; error?: Error };
      if (query.error) throw query.error;
      const body = handler({
        query: query.value as QueryOf<OperationId>,
        params: params.value as ParamsOf<OperationId>,
        request: NO_HTTP,
        reply: NO_HTTP,
      });
      return { status: 200, headers: { 'content-type': json }, view: body, json: () => serialize(body) };
    } catch (error) {
      if (error === NEEDS_HTTP) throw error;
      const answer = errorAnswer(error as Error);
      return {
        status: answer.status,
        headers: { ...answer.headers, 'content-type': json },
        view: answer.body,
        json: () => serializeError(answer.body),
      };
    }
  };
}

export async function operationRoutes(
  app: FastifyInstance,
  options: {
    services: Services;
    handlers: Handlers;
    testHandlers?: TestHandlers;
    /** Where the operations' answers without HTTP are kept for the page renderer (local mode). */
    inProcess?: InProcessApi;
  },
) {
  const { services } = options;
  const handlers: Record<string, unknown> = { ...options.testHandlers, ...options.handlers };
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.setValidatorCompiler(contractValidatorCompiler);
  typed.setSerializerCompiler(contractSerializerCompiler);
  for (const operation of servedOperations() as readonly OperationOf<OperationId>[]) {
    const handler = handlers[operation.id] as Handler<OperationId> | undefined;
    if (!handler) throw new Error(`no handler for operation ${operation.id}`);
    options.inProcess?.add(operation.id, operationAnswerer(operation, handler));
    routePaths(operation).forEach((url, index) => {
      typed.route({
        method: 'GET',
        url,
        schema: {
          operationId: index === 0 ? operation.id : `${operation.id}${index + 1}`,
          summary: operation.summary,
          description:
            index === 0 ? operation.description : `${operation.description} Same as ${operation.paths[0]}.`,
          tags: [operation.sideEffect ? 'follow' : 'read'],
          params: operation.params,
          querystring: operation.query,
          response: { 200: operation.response, ...errorResponses(operation) },
        },
        ...rateLimitConfig(services, operation.sideEffect ? 'writes' : 'reads'),
        handler: async (request, reply: FastifyReply) => {
          // The guards matched this request to an operation from its normalised path; a route reached any
          // other way (a spelling the guards read differently from the router) answers nothing.
          if (request.operation?.id !== operation.id) throw new HttpError(404, 'no such operation', 'path');
          const query = request.query as QueryOf<OperationId>;
          reply.header('cache-control', cacheControl(operation, query as { userId?: string }));
          const body = handler({ query, params: request.params as ParamsOf<OperationId>, request, reply });
          // A handler that streams its answer sends it itself and returns the reply.
          if ((body as unknown) === reply) return reply;
          return reply.send(body);
        },
      });
    });
  }
}
