import { ErrorCode } from '@folio/http-contract';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from './api-error.js';
import type { BaseEnv } from './app-env.js';
import type { Logger } from './logger.js';

/**
 * Codes a database outage surfaces as: the network's (refused, reset, unreachable, timed out) and
 * PostgreSQL's own (shutting down, starting up, too many clients, connection failures).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/**
 * What node-postgres says, without a code, when a connection is lost under a query, a transaction
 * goes on over a client whose connection failed, or no connection comes within the pool's time-out.
 */
const UNAVAILABLE_MESSAGES =
  /^(?:Connection terminated(?: unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect)$/;

/** The seconds a client is asked to wait before it tries again while the database is away. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * Whether an error means the database could not be reached: the error itself, its `cause` (the
 * ORM wraps the driver's error in its own) or one of an AggregateError's `errors` (a host name
 * with several addresses), however deep.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** What `errorHandler` answers: a status, the `{message, code}` body, and the error's own headers. */
export interface ErrorAnswer {
  status: ContentfulStatusCode;
  body: { message: string; code: string; errors?: Record<string, string[]> };
  /** Headers that belong to the answer, such as `Retry-After` on a 429 or 503. */
  headers?: Readonly<Record<string, string>>;
}

/**
 * The `{message, code}` answer to a thrown error, logged as `errorHandler` logs it: deliberate
 * client errors without a stack, unexpected ones once at error level with a generic message, so
 * no stack, SQL or path ever reaches a response body. For answers written without a hono
 * `Context` (straight to Node's response); `errorHandler` answers through it.
 */
export function errorAnswer(error: unknown, logger: Logger): ErrorAnswer {
  if (error instanceof ApiError) {
    if (error.status >= 500) logger.error({ code: error.code }, error.message);
    return { status: error.status as ContentfulStatusCode, body: error.toBody(), headers: error.headers };
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const code = httpExceptionCode(status);
    logger.info({ status, code }, error.message);
    return { status: status as ContentfulStatusCode, body: { message: error.message || 'Request failed.', code } };
  }
  if (isDatabaseUnavailable(error)) {
    logger.error({ err: error }, 'database unavailable');
    return {
      status: 503,
      body: {
        message: 'The service is temporarily unavailable. Please try again shortly.',
        code: ErrorCode.ServiceUnavailable,
      },
      headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
    };
  }
  logger.error({ err: error }, 'unhandled error');
  return { status: 500, body: { message: 'Server Error', code: ErrorCode.InternalError } };
}

/**
 * Turns every thrown error into the `{message, code}` envelope (see `errorAnswer`), with the
 * request's own logger when it has one.
 */
export function errorHandler<E extends BaseEnv>(fallbackLogger: Logger): ErrorHandler<E> {
  return (error, c) => {
    const logger: Logger = (c.get('logger') as Logger | undefined) ?? fallbackLogger;
    const answer = errorAnswer(error, logger);
    for (const [name, value] of Object.entries(answer.headers ?? {})) c.header(name, value);
    return c.json(answer.body, answer.status);
  };
}

function httpExceptionCode(status: number): string {
  switch (status) {
    case 400:
      return ErrorCode.MalformedJson;
    case 401:
      return ErrorCode.Unauthenticated;
    case 403:
      return ErrorCode.Forbidden;
    case 404:
      return ErrorCode.NotFound;
    case 413:
      return ErrorCode.PayloadTooLarge;
    case 415:
      return ErrorCode.UnsupportedMediaType;
    case 429:
      return ErrorCode.TooManyRequests;
    default:
      return status >= 500 ? ErrorCode.InternalError : ErrorCode.InvalidInput;
  }
}

/** Unknown API paths: a JSON 404, never the app's HTML. */
export const notFoundHandler: NotFoundHandler = (c: Context) =>
  c.json({ message: `The route ${c.req.path} could not be found.`, code: ErrorCode.NotFound }, 404);
