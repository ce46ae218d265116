// The one place that turns any thrown error into the contract's error body (api-contract.md §4).
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody, frameworkMessage, HttpError } from '../lib/http-error';

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return reply.code(error.statusCode).type('application/json; charset=utf-8').send(error.toBody());
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // Framework-level client errors (bad URL encoding, body limits…) keep their status; their text may echo the
    // input, so a fixed message per status is shown instead.
    const message = status >= 500 ? 'internal error' : frameworkMessage(status);
    return reply.code(status).type('application/json; charset=utf-8').send(errorBody(status, message));
  });
});
