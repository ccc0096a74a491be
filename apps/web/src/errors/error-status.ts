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

/** The message to show on the generic error screen: `statusMessage` when given, else `message`. */
export function errorStatusMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { statusMessage, message } = error as { statusMessage?: unknown; message?: unknown };
  if (typeof statusMessage === 'string' && statusMessage) return statusMessage;
  if (typeof message === 'string' && message) return message;
  return undefined;
}

/** The not-found error's message for an unmatched path (spec section 8). */
export function notFoundMessage(path: string): string {
  return `Page not found: ${path}`;
}
