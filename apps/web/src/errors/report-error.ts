import { isNotFound, isRedirect } from '@tanstack/react-router';

/**
 * React's report for errors its boundaries caught. Route failures are logged once here, for people
 * and bots alike (bots see no error page, so the log is all there is). Not-found and redirects are
 * the router's control flow, not failures, and stay out of the console; so does the API's 404 for
 * a page's record (an unknown event or author), which people see as the not-found screen. A bot
 * gets no screen, so for a bot that 404 is still logged.
 */
export function reportCaughtError(
  error: unknown,
  { bot = false, log = console.error }: { bot?: boolean; log?: (...data: unknown[]) => void } = {},
) {
  if (isNotFound(error) || isRedirect(error)) return;
  // Not `errorStatus` of ./error-status: that module belongs to the lazily loaded status screens,
  // and importing it here would put it in the entry (F1). The shared http client's errors carry
  // their numeric `status`.
  if (!bot && (error as { status?: unknown } | null)?.status === 404) return;
  log(error);
}
