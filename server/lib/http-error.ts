// The contract's error body (api-contract.md §4), raised anywhere and rendered by one handler.
import type { Duplex } from 'node:stream';
import type { ErrorBody } from '../../contract/schemas';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function reasonPhrase(status: number): string {
  return REASONS[status] ?? (status >= 500 ? 'Server Error' : 'Error');
}

export class HttpError extends Error {
  readonly statusCode: number;
  readonly param: string | undefined;
  /** Extra response headers (e.g. Retry-After on a 503). */
  readonly headers: Record<string, string>;

  constructor(statusCode: number, message: string, param?: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.param = param;
    this.headers = headers;
  }

  toBody(): ErrorBody {
    return errorBody(this.statusCode, this.message, this.param);
  }
}

export function errorBody(status: number, message: string, param?: string): ErrorBody {
  const body: ErrorBody = { status, error: reasonPhrase(status), message };
  if (param !== undefined) body.param = param;
  return body;
}

const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: 'the request is malformed',
  404: 'no resource at this address',
  405: 'method not allowed; use GET',
  408: 'the request took too long to arrive',
  413: 'the request is too large',
  414: 'the request path is too long',
  415: 'unsupported media type',
  431: 'the request headers are too large',
};

/** A fixed message per status for errors raised outside our routes: never the input echoed back. */
export function frameworkMessage(status: number): string {
  return FRAMEWORK_MESSAGES[status] ?? reasonPhrase(status).toLowerCase();
}

/**
 * Node's `clientError` (a request that could not even be parsed): answered on the raw socket in the
 * contract's error shape, then closed, as Node itself would.
 */
export function rawClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(errorBody(status, frameworkMessage(status)));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reasonPhrase(status)}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export const badParam = (param: string, message: string): HttpError => new HttpError(400, message, param);
export const notFound = (message: string, param?: string): HttpError => new HttpError(404, message, param);
