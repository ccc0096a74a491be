import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/**
 * Renders `ui` at `path` inside a real router on a memory history, with a home route at `/`, so
 * components that use the router's `Link` behave as in the app. Resolves once the first load is done.
 * With `previous`, the tab opened that page of the site first (a heading 'Previous page'), then `path`.
 */
export async function renderWithRouter(
  ui: ReactNode,
  { path = '/screen', previous }: { path?: string; previous?: string } = {},
) {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const homeRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <h1>Home</h1>,
  });
  const screenRoute = createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: () => <>{ui}</>,
  });
  const previousRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: previous ?? '/previous',
    component: () => <h1>Previous page</h1>,
  });
  const history = createMemoryHistory({ initialEntries: previous ? [previous, path] : [path] });
  const router = createRouter({ routeTree: rootRoute.addChildren([homeRoute, screenRoute, previousRoute]), history });
  await router.load();
  const result = render(<RouterProvider router={router} />);
  return { ...result, router, history };
}
