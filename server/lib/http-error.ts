// The contract's error body (api-contract.md §4), raised anywhere and rendered by one handler.
import type { ErrorBody } from '../../contract/schemas';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
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

  constructor(statusCode: number, message: string, param?: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.param = param;
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

export const badParam = (param: string, message: string): HttpError => new HttpError(400, message, param);
export const notFound = (message: string, param?: string): HttpError => new HttpError(404, message, param);
