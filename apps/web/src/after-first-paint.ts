import type { LazyQueryClient } from './queries';
import { preloadRouteFiles } from './route-preloads';
import type { AppRouter } from './router';

/**
 * What the shell starts once the browser is idle after the first paint: the route files' preloads
 * and the third-party services (their own chunk, and only the configured ones' code). One dynamic
 * import from the entry for both, which keeps the entry's bytes where they were.
 */
export function afterFirstPaint(router: AppRouter, queries: LazyQueryClient): void {
  preloadRouteFiles(router).catch(() => undefined);
  import('./integrations')
    .then(({ wireIntegrations }) => wireIntegrations(router, queries))
    .catch(() => undefined);
}
