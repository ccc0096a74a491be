import { Loading, requireAuth } from '@folio/auth';
import { OrdersPage, ordersQueryOptions, OrdersSearch } from '@folio/orders';
import { createFileRoute } from '@tanstack/react-router';

/** /orders[?page=]: the reader's orders, newest first (login: the account's orders). */
export const Route = createFileRoute('/_default/orders/')({
  validateSearch: OrdersSearch,
  beforeLoad: requireAuth,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // Personal data is never fetched ahead on hover: such a preload could race a sign-out (401).
  preload: false,
  // Prefetched, never thrown: the page shows its own error and retry.
  loader: ({ context: { queryClient, http }, deps }) => queryClient.prefetchQuery(ordersQueryOptions(http, deps.page)),
  head: () => ({ meta: [{ title: 'Your orders · Folio' }] }),
  pendingComponent: () => <Loading label="Loading your orders…" />,
  component: OrdersRoute,
});

function OrdersRoute() {
  return <OrdersPage page={Route.useSearch().page ?? 1} />;
}
