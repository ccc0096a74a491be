import { ErrorCode } from '@folio/http-contract';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from './api-error.js';
import type { BaseEnv } from './app-env.js';
import type { Logger } from './logger.js';

/** Status codes a database outage surfaces as (connection refused, shutting down, too many clients). */
const UNAVAILABLE_DB_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '53300', '08006', '08001']);

function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return (
    (typeof code === 'string' && UNAVAILABLE_DB_CODES.has(code)) ||
    (typeof cause === 'string' && UNAVAILABLE_DB_CODES.has(cause))
  );
}

/**
 * Turns every thrown error into the `{message, code}` envelope. Deliberate client errors are
 * logged without a stack; unexpected ones are logged once at error level and answered with a
 * generic message so no stack, SQL or path ever reaches a response body.
 */
export function errorHandler<E extends BaseEnv>(fallbackLogger: Logger): ErrorHandler<E> {
  return (error, c) => {
    const logger: Logger = (c.get('logger') as Logger | undefined) ?? fallbackLogger;
    if (error instanceof ApiError) {
      if (error.status >= 500) logger.error({ code: error.code }, error.message);
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(error.toBody(), error.status as ContentfulStatusCode);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      const code = httpExceptionCode(status);
      logger.info({ status, code }, error.message);
      return c.json({ message: error.message || 'Request failed.', code }, status);
    }
    if (isDatabaseUnavailable(error)) {
      logger.error({ err: error }, 'database unavailable');
      return c.json(
        { message: 'The service is temporarily unavailable. Please try again shortly.', code: ErrorCode.ServiceUnavailable },
        503,
      );
    }
    logger.error({ err: error }, 'unhandled error');
    return c.json({ message: 'Server Error', code: ErrorCode.InternalError }, 500);
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
