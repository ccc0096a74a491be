import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useParams,
  useSearch,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { Suspense, type ReactNode } from 'react';
import type * as v from 'valibot';
import type { HttpClient } from '@folio/http';

type CatalogHttp = Pick<HttpClient, 'get' | 'put' | 'post' | 'delete'>;
import { createFakeHttp, type FakeHttp } from '../testing/fake-http';

interface RouterContext {
  queryClient: QueryClient;
  http: CatalogHttp;
}

export interface RenderCatalogOptions<TSearch> {
  /** The address to open, e.g. `/events?page=2`. */
  path?: string;
  /** The route pattern the screen sits at, e.g. `/event/$slug`; the path's own by default. */
  routePath?: string;
  /** The route's `validateSearch` (a valibot schema), as the app's route file has it. */
  validateSearch?: v.GenericSchema<unknown, TSearch>;
  http?: FakeHttp;
}

/**
 * Renders a catalog screen inside a real router (memory history, the shell's context with a fake
 * http client), a fresh query client and a fresh jotai store, as the app's route files compose it.
 * Addresses other than the screen's render "Elsewhere: {path}", so navigation can be asserted.
 */
export async function renderCatalog<TSearch = Record<string, unknown>>(
  screen: (route: { search: TSearch; params: Record<string, string> }) => ReactNode,
  { path = '/screen', routePath, validateSearch, http = createFakeHttp() }: RenderCatalogOptions<TSearch> = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createStore();
  const rootRoute = createRootRouteWithContext<RouterContext>()({ component: () => <Outlet /> });

  function Screen() {
    const search = useSearch({ strict: false }) as TSearch;
    const params = useParams({ strict: false }) as Record<string, string>;
    return <Suspense fallback={<p>Loading…</p>}>{screen({ search, params })}</Suspense>;
  }

  const screenRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: routePath ?? new URL(path, 'http://localhost').pathname,
    validateSearch,
    component: Screen,
  });
  const elsewhere = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: function Elsewhere() {
      const { _splat } = useParams({ strict: false }) as { _splat?: string };
      return <p>Elsewhere: /{_splat}</p>;
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([screenRoute, elsewhere]),
    context: { queryClient, http },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const user = userEvent.setup();
  const view = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...view, router, http, queryClient, store, user };
}
