import { useRouter } from '@tanstack/react-router';
import { use } from 'react';
import type { HttpClient } from './http-client.js';

/**
 * The shell's query client as its router context carries it (`context.queries`): it loads on first
 * need, so a page that reads no data (the home page) does not carry it in its first JavaScript.
 * Typed loosely so this package needs no dependency on the query library.
 */
export interface QueryClientLoader {
  /** The client once it has loaded, else undefined. */
  current(): unknown;
  /** Loads the client (once) and resolves when it is ready: the same promise every time, marked `status: 'fulfilled'` once settled (as React's `use` reads it). */
  load(): Promise<unknown>;
}

/** The part of the shell's router context the libraries read: the one http client, and the query client's loader. */
export interface HttpRouterContext {
  http: HttpClient;
  queries?: QueryClientLoader;
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

/**
 * Suspends until the shell's query client has loaded. For components that read queries outside a
 * route whose loader already waited for it (the header's cart count, its account menu, the search
 * panel's results): they render under a Suspense boundary, which shows its fallback meanwhile. A
 * router without `queries` (a library's test) provides its client directly, so there is no wait.
 * `use` is called on every render (React requires it once a render has suspended on it); the
 * loader's promise says when it is settled, so a loaded client costs no suspension.
 */
export function useQueryClientReady(): void {
  const queries = (useRouter().options.context as Partial<HttpRouterContext> | undefined)?.queries;
  if (queries) use(queries.load());
}

export { hasData, loadPageData, takePageData } from './page-data.js';
