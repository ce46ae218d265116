// The one place that turns any thrown error into the contract's error body (api-contract.md §4).
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '../../contract/schemas';
import { errorBody, frameworkMessage, HttpError } from '../lib/http-error';

export interface ErrorAnswer {
  status: number;
  /** Extra headers the error carries (Retry-After on a 503 or 429). */
  headers: Record<string, string>;
  body: ErrorBody;
}

/** What a thrown error answers: over HTTP (below) and in process (lib/in-process-api.ts) alike. */
export function errorAnswer(error: Partial<FastifyError> | HttpError): ErrorAnswer {
  if (error instanceof HttpError)
    return { status: error.statusCode, headers: error.headers, body: error.toBody() };
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
  // Framework-level client errors (bad URL encoding, body limits…) keep their status; their text may echo the
  // input, so a fixed message per status is shown instead.
  const message = status >= 500 ? 'internal error' : frameworkMessage(status);
  return { status, headers: {}, body: errorBody(status, message) };
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const answer = errorAnswer(error);
    if (answer.status >= 500 && !(error instanceof HttpError))
      request.log.error({ err: error }, 'request failed');
    for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
    return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.body);
  });
});
