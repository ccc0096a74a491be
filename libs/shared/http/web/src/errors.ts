/**
 * A non-2xx answer from the API, with the server's `{message, code}` when it sent one, and the
 * seconds its `Retry-After` header asked to wait (429, 503) when it sent one.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | undefined,
    readonly body: unknown,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 422: the Laravel field errors, ready for a form. */
export class ValidationError extends HttpError {
  constructor(
    message: string,
    readonly errors: Record<string, string[]>,
    body: unknown,
  ) {
    super(422, message, 'validation_failed', body);
    this.name = 'ValidationError';
  }
}

export const CSRF_FAILURE_MESSAGE = 'Repeated CSRF token failure. Aborting.';

/** 419 kept coming back after every allowed refresh of the CSRF token. */
export class CsrfError extends HttpError {
  constructor(body: unknown) {
    super(419, CSRF_FAILURE_MESSAGE, 'csrf_token_mismatch', body);
    this.name = 'CsrfError';
  }
}

/** The request never got an answer (offline, DNS, connection reset, timeout). */
export class NetworkError extends Error {
  constructor(override readonly cause: unknown) {
    super('Network error: the server could not be reached.');
    this.name = 'NetworkError';
  }
}

/** The answer did not match the contract schema the caller expects. */
export class ResponseShapeError extends Error {
  constructor(
    readonly url: string,
    readonly issues: unknown,
  ) {
    super(`Unexpected response shape from ${url}`);
    this.name = 'ResponseShapeError';
  }
}

export const isHttpError = (error: unknown, status?: number): error is HttpError =>
  error instanceof HttpError && (status === undefined || error.status === status);
