import { isNotFound, isRedirect } from '@tanstack/react-router';

/**
 * React's report for errors its boundaries caught. Route failures are logged once here, for people
 * and bots alike (bots see no error page, so the log is all there is). Not-found and redirects are
 * the router's control flow, not failures, and stay out of the console.
 */
export function reportCaughtError(error: unknown, log: (...data: unknown[]) => void = console.error) {
  if (isNotFound(error) || isRedirect(error)) return;
  log(error);
}
