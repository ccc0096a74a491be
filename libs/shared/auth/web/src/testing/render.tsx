import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useRouterState,
  type AnyRoute,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { GuardContext } from '../routing/guards';
import { fakeHttp, type FakeHttp } from './fake-http';

export interface TestRoute {
  path: string;
  component: ComponentType;
  beforeLoad?: (args: { context: GuardContext; location: { href: string }; search: Record<string, unknown> }) => unknown;
}

/** Shows where a navigation ended, for paths the test did not give a component. */
function Landed() {
  const href = useRouterState({ select: (state) => state.location.href });
  return <p>Landed on {href}</p>;
}

export interface RenderOptions {
  path: string;
  routes: TestRoute[];
  http?: FakeHttp;
  queryClient?: QueryClient;
}

/**
 * Renders the given routes in a real router on a memory history, with the router context the
 * shell provides (`queryClient`, `http`), a query client provider, and a catch-all route that
 * reports where a navigation ended.
 */
export async function renderRoutes({ path, routes, http = fakeHttp(), queryClient }: RenderOptions) {
  const client = queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const rootRoute = createRootRouteWithContext<GuardContext>()({ component: () => <Outlet /> });
  const children: AnyRoute[] = routes.map((route) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: route.path,
      component: route.component as never,
      ...(route.beforeLoad ? { beforeLoad: route.beforeLoad as never } : {}),
    }),
  );
  children.push(createRoute({ getParentRoute: () => rootRoute, path: '$', component: Landed }));
  const router = createRouter({
    routeTree: rootRoute.addChildren(children),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient: client, http },
  });
  await router.load();
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, http, queryClient: client };
}

/** One page at `path`. */
export function renderPage(Page: ComponentType, { path = '/screen', ...options }: Partial<Omit<RenderOptions, 'routes'>> = {}) {
  return renderRoutes({ path, routes: [{ path: path.split('?')[0] ?? path, component: Page }], ...options });
}

/** Resets the browser storage the session uses between tests. */
export function resetBrowserStorage() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
}
