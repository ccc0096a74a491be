import { QueryClient } from '@tanstack/react-query';

/**
 * The app's query client, made when `queries.ts` first loads this module. It lives as long as the
 * page, so it is mounted here for good (what `QueryClientProvider` does while it is mounted): it
 * follows the window's focus and the network's state from then on.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
  client.mount();
  return client;
}
