import { requireAuth } from '@folio/auth';
import { OrdersByEventPage } from '@folio/orders';
import { createFileRoute } from '@tanstack/react-router';

/** /orders/by-event: one view per upcoming event across every seller, with one pickup code each. */
export const Route = createFileRoute('/_default/orders/by-event/')({
  beforeLoad: requireAuth,
  head: () => ({ meta: [{ title: 'Your orders by event · Folio' }] }),
  component: UpcomingRoute,
});

function UpcomingRoute() {
  return <OrdersByEventPage period="upcoming" />;
}
