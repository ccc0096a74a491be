import { errorMessage, errorStatus } from '@folio/http';

/**
 * What a refused cart change shows (spec section 8): the server's message when it answered one, else
 * the fallback. An outage or a 5xx never shows internal words.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  return errorStatus(error) === undefined ? fallback : errorMessage(error, fallback);
}
