import { ErrorCode } from '@folio/http-contract';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Hono's status type has no 419 (Laravel's CSRF status), so errors carry any 4xx/5xx number. */
export type ErrorStatus = ContentfulStatusCode | 419;

/**
 * An error the API answers deliberately: its status, code and message go to the client as
 * `{message, code}` (plus `errors` for 422). Anything else thrown is a 500 with a generic message.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Response headers that belong to the answer, such as `Retry-After` on a 429 or 503. */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): { message: string; code: string; errors?: Record<string, string[]> } {
    return this.errors
      ? { message: this.message, code: this.code, errors: this.errors }
      : { message: this.message, code: this.code };
  }
}

export const notFound = (message = 'Not found.') => new ApiError(404, ErrorCode.NotFound, message);

/** 503 for work refused because the server is at capacity, with the seconds to wait in `Retry-After`. */
export const serviceBusy = (
  retryAfterSeconds: number,
  message = 'The service is busy. Please try again in a moment.',
) =>
  new ApiError(503, ErrorCode.ServiceUnavailable, message, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/** 429 for a caller over its limit, with the seconds to wait in `Retry-After`. */
export const tooManyRequests = (retryAfterSeconds: number, message: string) =>
  new ApiError(429, ErrorCode.TooManyRequests, message, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

export const badRequest = (message: string, code: string = ErrorCode.InvalidInput) => new ApiError(400, code, message);

/** Laravel's 422 shape: the first message, a count of the rest, and every message per field. */
export function validationFailed(errors: Record<string, string[]>): ApiError {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? 'The given data was invalid.';
  const rest = messages.length - 1;
  const message = rest > 0 ? `${first} (and ${rest} more error${rest === 1 ? '' : 's'})` : first;
  return new ApiError(422, ErrorCode.ValidationFailed, message, errors);
}

/** What `load` finds, or null when it answers the API's 404: for lookups where "not there" is an answer. */
export async function nullIfNotFound<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
