import { Loading, requireAuth } from '@folio/auth';
import { OrdersByEventPage, ordersByEventQueryOptions } from '@folio/orders';
import { createFileRoute } from '@tanstack/react-router';

/** /orders/by-event/past: the same view for events that have taken place. */
export const Route = createFileRoute('/_default/orders/by-event/past')({
  beforeLoad: requireAuth,
  // Personal data is never fetched ahead on hover: such a preload could race a sign-out (401).
  preload: false,
  loader: ({ context: { queryClient, http } }) => queryClient.prefetchQuery(ordersByEventQueryOptions(http, true)),
  head: () => ({ meta: [{ title: 'Your past orders by event · Folio' }] }),
  pendingComponent: () => <Loading label="Loading your orders…" />,
  component: () => <OrdersByEventPage period="past" />,
});
