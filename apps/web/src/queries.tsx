import type { QueryClientLoader } from '@folio/http/router';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore, type ReactNode } from 'react';

/**
 * The shell's query client, loaded on first need. The query library is about a sixth of what the
 * entry would otherwise carry (quality bar F1), and the home page reads no data: it draws without
 * it, and its header's cart count waits for it (`useQueryClientReady` of `@folio/http/router`).
 * Every other page waits for it in the root route's `beforeLoad`, which puts it in the router
 * context as `queryClient`, so loaders and guards use it as they would an eager one.
 */
export interface LazyQueryClient extends QueryClientLoader {
  current(): QueryClient | undefined;
  load(): Promise<QueryClient>;
  /** Calls `listener` once the client has loaded (for the React provider). */
  subscribe(listener: () => void): () => void;
}

const createAppQueryClient = () => import('./query-client').then(({ createQueryClient }) => createQueryClient());

/** `create` makes the client; tests pass one that answers their own client. */
export function createLazyQueryClient(create: () => Promise<QueryClient> = createAppQueryClient): LazyQueryClient {
  let client: QueryClient | undefined;
  let loading: Promise<QueryClient> | undefined;
  const listeners = new Set<() => void>();
  const load = () => {
    if (!loading) {
      const pending: Promise<QueryClient> = create().then((created) => {
        client = created;
        // Marked settled the way React's `use` reads a promise it has seen resolve, so a component
        // that waits for the client (`useQueryClientReady`) never suspends once it is here.
        Object.assign(pending, { status: 'fulfilled', value: created });
        for (const listener of listeners) listener();
        return created;
      });
      // A failed chunk download must not stick: the next call tries again.
      pending.catch(() => {
        if (loading === pending) loading = undefined;
      });
      loading = pending;
    }
    return loading;
  };
  return {
    current: () => client,
    load,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Provides the client to `useQuery` and friends once it has loaded. Until then the context is
 * empty; nothing that reads it renders before then (see `LazyQueryClient`). The element stays the
 * same when the client arrives, so nothing below it mounts again.
 */
export function QueryClientHost({ queries, children }: { queries: LazyQueryClient; children: ReactNode }) {
  const client = useSyncExternalStore(queries.subscribe, queries.current, queries.current);
  return <QueryClientContext value={client}>{children}</QueryClientContext>;
}
