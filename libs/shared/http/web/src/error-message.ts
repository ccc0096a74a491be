/*
 * What a feature shows for a failed call. These recognise the client's errors by shape (`status`,
 * `name`), not by class: a feature that only reads errors then does not pull the client (ky) into
 * its first JavaScript, and errors from another copy of this package still count.
 */

export const NETWORK_ERROR_MESSAGE = 'We could not reach Folio. Check your connection and try again.';
export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

interface HttpErrorShape extends Error {
  status: number;
  code?: string;
}

/** The HTTP status of a failed call (an `HttpError` or subclass), optionally checked against `status`. */
export function errorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const { status } = error as { status?: unknown };
  return typeof status === 'number' ? status : undefined;
}

/** A non-2xx answer, optionally with this status. */
export function isHttpErrorLike(error: unknown, status?: number): error is HttpErrorShape {
  const actual = errorStatus(error);
  return actual !== undefined && (status === undefined || actual === status);
}

/** The API's `code` of a failed call, if it sent one. */
export function errorCode(error: unknown): string | undefined {
  return isHttpErrorLike(error) && typeof error.code === 'string' ? error.code : undefined;
}

/** The request never got an answer (`NetworkError`). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof Error && error.name === 'NetworkError';
}

/** A 422's Laravel field errors (`ValidationError.errors`), or null. */
export function validationErrorsOf(error: unknown): Record<string, string[]> | null {
  if (!isHttpErrorLike(error, 422)) return null;
  const errors = (error as { errors?: unknown }).errors;
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, string[]>) : null;
}

/**
 * The human message for a failed call: the server's own for a 4xx, else `fallback` (or a generic
 * sentence). Never an internal message: a 5xx, a response that broke the contract or a bug in the
 * page shows the fallback, and an outage says to check the connection.
 */
export function errorMessage(error: unknown, fallback: string = GENERIC_ERROR_MESSAGE): string {
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE;
  const status = errorStatus(error);
  if (status === undefined || status >= 500) return fallback;
  const message = (error as Error).message;
  return message !== '' ? message : fallback;
}
