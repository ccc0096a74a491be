import type { Integrations } from '@folio/integrations';
import type { QueryClient } from '@tanstack/react-query';
import type { HttpClient } from './http';
import type { LazyQueryClient } from './queries';
import type { Session } from './session';

/** What the shell creates the router with. */
export interface ShellContext {
  /** The query client's loader: the root route puts the client itself in the context (below). */
  queries: LazyQueryClient;
  http: HttpClient;
  session: Session;
  /** The third-party services forms and pages use; added once they have started, after the first paint. */
  integrations?: Integrations;
}

/**
 * What every route's `beforeLoad` and `loader` below the root receive: the shell's context plus
 * the loaded query client, which the root route's `beforeLoad` adds. A page whose route says
 * `staticData: { withoutQueryClient: true }` is drawn without waiting for it, so its route options
 * must not read `queryClient`: the home and content pages, which read public content through
 * their loaders (`loadPageData` of `@folio/http/router`: the answer embedded in the HTML on a first
 * visit, else the API call) and change nothing. Pages whose data a visitor changes use queries.
 */
export interface RouterContext extends ShellContext {
  queryClient: QueryClient;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page reads no query (its loader gives it its data): the root route does not wait for the query client to draw it. */
    withoutQueryClient?: boolean;
    /**
     * The page exists in development only: a production build leaves it out of the pages it lists
     * (`route-preloads.json`), so the server answers its address with 404, as for any unknown path.
     */
    developmentOnly?: boolean;
  }
}

type WithQueryClient = Pick<RouterContext, 'queryClient'>;

/**
 * What the root route's `beforeLoad` adds: the loaded query client for the routes below, loading
 * it first (once) unless the page drawn (`page`, the last match) is marked `withoutQueryClient`.
 * A preload runs this too, so a link hovered on the home page fetches the client with the page.
 */
export function provideQueryClient(
  context: ShellContext,
  page: { staticData?: { withoutQueryClient?: boolean } } | undefined,
): WithQueryClient | Promise<WithQueryClient> {
  const loaded = context.queries.current();
  if (loaded) return { queryClient: loaded };
  if (page?.staticData?.withoutQueryClient) {
    // Start it now, so the page's header (cart count) and the next navigation find it sooner.
    void context.queries.load().catch(() => undefined);
    return {} as WithQueryClient;
  }
  return context.queries.load().then((queryClient) => ({ queryClient }));
}
