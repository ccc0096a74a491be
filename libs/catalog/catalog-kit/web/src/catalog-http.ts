import type { HttpClient } from '@folio/http';
import { useRouter } from '@tanstack/react-router';

/** What the catalog needs of the shared http client (`@folio/http`); the shell's router context carries it. */
export type CatalogHttp = Pick<HttpClient, 'get' | 'put' | 'post' | 'delete'>;

/** Per-call options the catalog passes through: the query's abort signal. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** The part of the shell's router context the catalog's loaders and components read. */
export interface CatalogRouterContext {
  http: CatalogHttp;
}

/**
 * The http client from the router context the shell created the router with. Components read it
 * here rather than through a provider, so the app needs no extra wrapper and tests pass a fake
 * through the same seam.
 */
export function useCatalogHttp(): CatalogHttp {
  const context = useRouter().options.context as Partial<CatalogRouterContext> | undefined;
  if (!context?.http) throw new Error('The router context has no http client: create the router with `context.http`.');
  return context.http;
}

/** The HTTP status of an error raised by the shared client, if it carries one. */
export function errorStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status } = error as { status?: unknown };
  return typeof status === 'number' ? status : undefined;
}

/** The server's human message of a failed call, else `fallback`. */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (errorStatusOf(error) === undefined) return fallback;
  const { message } = error as { message?: unknown };
  return typeof message === 'string' && message !== '' ? message : fallback;
}
