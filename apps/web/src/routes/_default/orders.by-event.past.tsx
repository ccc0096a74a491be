import { requireAuth } from '@folio/auth';
import { OrdersByEventPage } from '@folio/orders';
import { createFileRoute } from '@tanstack/react-router';

/** /orders/by-event/past: the same view for events that have taken place. */
export const Route = createFileRoute('/_default/orders/by-event/past')({
  beforeLoad: requireAuth,
  head: () => ({ meta: [{ title: 'Your past orders by event · Folio' }] }),
  component: PastRoute,
});

function PastRoute() {
  return <OrdersByEventPage period="past" />;
}
