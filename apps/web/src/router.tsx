import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { RouteError, RouteNotFound } from './errors/lazy-route-error';
import type { AuthRedirect } from './http';
import type { PreloadPolicy } from './prefetch-policy';
import type { ShellContext } from './router-context';
import { routeTree } from './routeTree.gen';

export interface AppRouterOptions {
  context: ShellContext;
  /** Browser history by default; tests pass a memory history. */
  history?: RouterHistory;
  defaultPreload?: PreloadPolicy;
}

export function createAppRouter({ context, history, defaultPreload = 'intent' }: AppRouterOptions) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload,
    // Loaders read through the query cache, which decides freshness; the router keeps nothing stale.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: RouteNotFound,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Where the http client's 401 and unverified-e-mail rules take the visitor (the client's
 * `navigate`): the sign-in page brings them back to where the 401 found them.
 */
export function followAuthRedirect(router: AppRouter, path: AuthRedirect) {
  void router.navigate(
    path === '/login' ? { to: '/login', search: { redirect: router.latestLocation.href } } : { to: path },
  );
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
