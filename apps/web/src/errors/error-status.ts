import { isNotFound } from '@tanstack/react-router';

/**
 * The status an error stands for: 404 for the router's not-found, else a numeric `status`
 * (the shared http client's errors) or `response.status` (a raw ky error). Undefined when none.
 */
export function errorStatus(error: unknown): number | undefined {
  if (isNotFound(error)) return 404;
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, response } = error as { status?: unknown; response?: { status?: unknown } };
  if (typeof status === 'number') return status;
  if (typeof response?.status === 'number') return response.status;
  return undefined;
}

/**
 * The line 'Error: {statusMessage}' of the generic error screen (spec section 2): only the API's
 * own `message` of a 4xx answer, as the shared http client raises it (a numeric `status` and the
 * answer's body kept as `body`). A 5xx shows nothing extra (the server hides its internals), and
 * nothing else ever shows its message: a bug's TypeError, a broken contract, a failed chunk, or a
 * text the client made up for an answer without the API's envelope would all be internal words.
 */
export function serverStatusMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const { status, body } = error as { status?: unknown; body?: unknown };
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** The not-found error's message for an unmatched path (spec section 8). */
export function notFoundMessage(path: string): string {
  return `Page not found: ${path}`;
}
