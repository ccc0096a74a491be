/** The build's list of each page's files (`vite-plugins/route-preloads.ts`), as the API serves it. */
export interface RoutePreloadList {
  files: string[];
  pages: Array<{ id: string; scripts: number[] }>;
}

/** What this needs of the router: the page a path leads to, and navigations as they start. */
export interface RoutePreloadRouter {
  getMatchedRoutes(pathname: string): readonly [unknown, unknown, { id: string } | undefined];
  subscribe(event: 'onBeforeLoad', listener: (event: { toLocation: { pathname: string } }) => void): () => void;
  options: { defaultPreload?: unknown };
}

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

export const fetchRoutePreloadList = (): Promise<RoutePreloadList> =>
  fetch('/route-preloads.json', { cache: 'no-cache' }).then((res) =>
    res.ok ? res.json() : Promise.reject(res.status),
  );

/**
 * Route chunks do not list the chunks they import (`vite-plugins/route-preloads.ts`), so a page's
 * chunk fetched cold would fetch its imports a level at a time: up to seven round trips for a
 * catalog page. Once the first page is up, the shell reads the build's list of each page's files;
 * from then on a navigation that starts, and a link pointed at, focused or touched while links
 * preload on intent, fetches all of that page's files at once, as the API's HTML does for the
 * first page. Returns the function that stops it.
 */
export async function preloadRouteFiles(
  router: RoutePreloadRouter,
  doc: Document = document,
  load: () => Promise<RoutePreloadList> = fetchRoutePreloadList,
): Promise<() => void> {
  const { files, pages } = await load();
  const byRoute = new Map(pages.map((page) => [page.id, page.scripts.map((i) => files[i])]));
  const added = new Set<string>();
  const preload = (pathname: string) => {
    const route = router.getMatchedRoutes(pathname)[2];
    for (const file of (route && byRoute.get(route.id)) ?? []) {
      if (!file || added.has(file)) continue;
      added.add(file);
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = `/${file}`;
      doc.head.appendChild(link);
    }
  };
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (link && link.origin === doc.location.origin && router.options.defaultPreload) preload(link.pathname);
  };
  for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, { passive: true });
  const unsubscribe = router.subscribe('onBeforeLoad', ({ toLocation }) => preload(toLocation.pathname));
  return () => {
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent);
    unsubscribe();
  };
}
