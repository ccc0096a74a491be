import { userKeys } from '@folio/auth';
import type { PublicConfig } from '@folio/http-contract';
import type { QueryClient } from '@tanstack/react-query';
import type { LazyQueryClient } from './queries';
import { preloadRouteFiles } from './route-preloads';
import type { AppRouter } from './router';

/** Where the geolocation feature caches the visitor's place (spec section 3); read, never written, here. */
export const GEOLOCATION_CACHE_KEY = 'geolocation_data';

/** What the shell's analytics needs of the router: navigations as they finish. */
export interface AnalyticsRouter {
  subscribe(event: 'onResolved', listener: (event: { toLocation: { pathname: string } }) => void): () => void;
}

export interface ShellAnalyticsDeps {
  router: AnalyticsRouter;
  /** The shell's query client once loaded: the signed-in user is its `['user']` query. */
  queryClient: () => QueryClient | undefined;
  /** The page's public config; read from the page when left out. */
  config?: PublicConfig;
  /** The page's origin: the embedded endpoint's host when the config's host is empty. */
  origin?: string;
  storage?: () => Pick<Storage, 'getItem'> | undefined;
}

/** The cached country code, if the geolocation cache holds a readable one. */
export function cachedCountryCode(storage: () => Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    const cached: unknown = JSON.parse(storage()?.getItem(GEOLOCATION_CACHE_KEY) ?? 'null');
    const code = (cached as { country_code?: unknown } | null)?.country_code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}

/**
 * Starts analytics with the page's public config (spec section 7): events go to the configured
 * host, or to the embedded endpoint on this origin when the host is empty; off (null) loads
 * nothing and what features tracked stays in the queue's small buffer. The client itself is a
 * chunk of its own, fetched only when analytics is on.
 */
export async function startShellAnalytics({
  router,
  queryClient,
  config,
  origin = globalThis.location.origin,
  storage = () => globalThis.localStorage,
}: ShellAnalyticsDeps): Promise<(() => void) | undefined> {
  // The config's reader (and its schema) is a chunk of its own too: the entry then names one file for this one.
  const settings = (config ?? (await import('./public-config')).readPublicConfig()).analytics;
  if (!settings) return undefined;
  const { startAnalytics } = await import('@folio/analytics');
  const { stop } = startAnalytics({
    host: settings.host || origin,
    source: settings.source,
    token: settings.token,
    visitorCookie: settings.visitorCookie,
    userId: () => queryClient()?.getQueryData<{ id: string } | null>(userKeys.current())?.id ?? null,
    countryCode: () => cachedCountryCode(storage),
    subscribeToNavigation: (listener) =>
      router.subscribe('onResolved', ({ toLocation }) => listener(toLocation.pathname)),
  });
  return stop;
}

/**
 * What the shell does once the first page is up and the browser is idle, loaded then as one
 * chunk so none of it weighs on the first page: route file preloading, analytics, the configured
 * third-party services (`integrations.ts`, a chunk of its own) and the guess of the reader's
 * country (no prompt; at most one lookup a day, kept in the geolocation cache), so the pages that
 * order by it (`/events`) find it at once.
 */
export function afterIdle(router: AppRouter, queries: Pick<LazyQueryClient, 'current' | 'load'>): void {
  preloadRouteFiles(router).catch(() => undefined);
  startShellAnalytics({ router, queryClient: () => queries.current() }).catch(() => undefined);
  import('./integrations').then(({ wireIntegrations }) => wireIntegrations(router, queries)).catch(() => undefined);
  import('./reader-country').then(({ readerCountry }) => readerCountry()).catch(() => undefined);
}
