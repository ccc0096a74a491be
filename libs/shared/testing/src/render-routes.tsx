import type { HttpClient } from '@folio/http';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useParams,
  useRouterState,
  useSearch,
  type AnyRoute,
  type AnyRouter,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import type * as v from 'valibot';
import { createTestHttpClient } from './test-http-client';

/** What a screen under test receives from its route, like the app's route files pass it on. */
export interface ScreenProps<TSearch = Record<string, unknown>> {
  search: TSearch;
  params: Record<string, string>;
}

export interface TestRoute<TSearch = Record<string, unknown>> {
  /** The route pattern, e.g. `/event/$slug`. */
  path: string;
  /** The screen: a component, or a function of the route's search and params. */
  component?: ComponentType;
  render?: (route: ScreenProps<TSearch>) => ReactNode;
  /** The route's `validateSearch` (a valibot schema), as the app's route file has it. */
  validateSearch?: v.GenericSchema;
  beforeLoad?: (args: { context: never; location: { href: string }; search: Record<string, unknown> }) => unknown;
}

export interface RenderRoutesOptions {
  /** The address to open, e.g. `/events?page=2`. */
  path: string;
  routes: TestRoute<never>[];
  /** Extra router context the screens' guards read (e.g. `session`); `queryClient` and `http` are always there. */
  context?: Record<string, unknown>;
  queryClient?: QueryClient;
  /** The http client; by default the real `@folio/http` client whose 401 opens /login and 409 opens /verify-email. */
  http?: HttpClient;
}

/** Shows where a navigation ended, for addresses no test route covers. */
function Landed() {
  const href = useRouterState({ select: (state) => state.location.href });
  return <p>Landed on {href}</p>;
}

function screenComponent(route: TestRoute<never>): ComponentType {
  if (route.component) return route.component;
  const draw = route.render;
  return function Screen() {
    const search = useSearch({ strict: false }) as never;
    const params = useParams({ strict: false }) as Record<string, string>;
    return <Suspense fallback={<p>Loading…</p>}>{draw?.({ search, params })}</Suspense>;
  };
}

/**
 * Renders routes in a real router on a memory history with the context the shell provides
 * (`queryClient`, `http`), a fresh query client and jotai store, and a catch-all route that says
 * where a navigation ended ("Landed on /login"). The http client is the real one: the network
 * answers come from the test's msw server (`createApiServer`), so the client's CSRF, 401, 409 and
 * 500 rules run in every test.
 */
export async function renderRoutes({ path, routes, context = {}, queryClient, http }: RenderRoutesOptions) {
  const client =
    queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const routerRef: { current?: AnyRouter } = {};
  const httpClient =
    http ??
    createTestHttpClient({
      onUnauthorized: () => void routerRef.current?.navigate({ to: '/login' }),
      onUnverified: () => void routerRef.current?.navigate({ to: '/verify-email' }),
    });
  const store = createStore();
  const rootRoute = createRootRouteWithContext<Record<string, unknown>>()({ component: () => <Outlet /> });
  const children = routes.map(
    (route) =>
      createRoute({
        getParentRoute: () => rootRoute,
        path: route.path,
        component: screenComponent(route) as never,
        ...(route.validateSearch ? { validateSearch: route.validateSearch } : {}),
        ...(route.beforeLoad ? { beforeLoad: route.beforeLoad as never } : {}),
      }) as unknown as AnyRoute,
  );
  children.push(createRoute({ getParentRoute: () => rootRoute, path: '$', component: Landed }));
  const router = createRouter({
    routeTree: rootRoute.addChildren(children),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { ...context, queryClient: client, http: httpClient },
  });
  routerRef.current = router;
  await router.load();
  const user = userEvent.setup();
  const view = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...view, router, http: httpClient, queryClient: client, store, user };
}

export interface RenderScreenOptions<TSearch> extends Omit<RenderRoutesOptions, 'routes' | 'path'> {
  /** The address to open; `/screen` by default. */
  path?: string;
  /** The route pattern the screen sits at, e.g. `/event/$slug`; the path's own by default. */
  routePath?: string;
  validateSearch?: v.GenericSchema<unknown, TSearch>;
}

/** One screen at `path` (see `renderRoutes`). */
export function renderScreen<TSearch = Record<string, unknown>>(
  screen: ComponentType | ((route: ScreenProps<TSearch>) => ReactNode),
  { path = '/screen', routePath, validateSearch, ...options }: RenderScreenOptions<TSearch> = {},
) {
  const pattern = routePath ?? new URL(path, 'http://localhost').pathname;
  const Draw = screen as ComponentType<ScreenProps<TSearch>>;
  const route: TestRoute<TSearch> = { path: pattern, render: (props) => <Draw {...props} /> };
  if (validateSearch) route.validateSearch = validateSearch;
  return renderRoutes({ path, routes: [route as unknown as TestRoute<never>], ...options });
}

/** Clears cookies and web storage between tests, so each starts as a fresh guest. */
export function resetBrowserStorage() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
}

/** Settles when `release()` is called: for holding an answer open to see a loading or optimistic state. */
export function deferred<T = void>() {
  let release!: (value: T) => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  return { promise, release, fail };
}
