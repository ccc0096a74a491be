import { useRouter } from '@tanstack/react-router';
import type { HttpClient } from './http-client.js';

/** The part of the shell's router context the libraries read: the one http client. */
export interface HttpRouterContext {
  http: HttpClient;
}

/**
 * The http client from the router context the shell created the router with (`context.http`).
 * Read here rather than through a provider, so the app needs no extra wrapper and a test passes
 * its client through the same seam. A separate entry (`@folio/http/router`) so the client itself
 * stays free of React.
 */
export function useHttp(): HttpClient {
  const context = useRouter().options.context as Partial<HttpRouterContext> | undefined;
  if (!context?.http) throw new Error('The router context has no http client: create the router with `context.http`.');
  return context.http;
}
