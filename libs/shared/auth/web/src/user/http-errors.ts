/*
 * The errors `@folio/http` raises, recognised by shape. Importing its classes would put the http
 * client (ky) in the first JavaScript of every page that can check a session; the shell loads
 * the client only on first use.
 */

interface HttpErrorShape {
  status: number;
  message: string;
  code?: string;
}

/** A non-2xx answer (`HttpError` and its subclasses), optionally with this status. */
export function isHttpError(error: unknown, status?: number): error is HttpErrorShape {
  if (!(error instanceof Error)) return false;
  const value = (error as { status?: unknown }).status;
  return typeof value === 'number' && (status === undefined || value === status);
}

/** A 422's Laravel field errors (`ValidationError.errors`), or null. */
export function validationErrorsOf(error: unknown): Record<string, string[]> | null {
  if (!isHttpError(error, 422)) return null;
  const errors = (error as { errors?: unknown }).errors;
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, string[]>) : null;
}

/** The request never got an answer (`NetworkError`). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof Error && error.name === 'NetworkError';
}

/** The API's `code` of a failed call, if it sent one. */
export function errorCodeOf(error: unknown): string | undefined {
  return isHttpError(error) ? error.code : undefined;
}
