import { Loading, requireAuth } from '@folio/auth';
import { OrdersByEventPage, ordersByEventQueryOptions } from '@folio/orders';
import { createFileRoute } from '@tanstack/react-router';

/** /orders/by-event: one view per upcoming event across every seller, with one pickup code each. */
export const Route = createFileRoute('/_default/orders/by-event/')({
  beforeLoad: requireAuth,
  // Personal data is never fetched ahead on hover: such a preload could race a sign-out (401).
  preload: false,
  loader: ({ context: { queryClient, http } }) => queryClient.prefetchQuery(ordersByEventQueryOptions(http, false)),
  head: () => ({ meta: [{ title: 'Your orders by event · Folio' }] }),
  pendingComponent: () => <Loading label="Loading your orders…" />,
  component: () => <OrdersByEventPage period="upcoming" />,
});
