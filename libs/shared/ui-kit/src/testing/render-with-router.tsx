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
 */
export async function renderWithRouter(ui: ReactNode, { path = '/screen' }: { path?: string } = {}) {
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
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({ routeTree: rootRoute.addChildren([homeRoute, screenRoute]), history });
  await router.load();
  const result = render(<RouterProvider router={router} />);
  return { ...result, router, history };
}
