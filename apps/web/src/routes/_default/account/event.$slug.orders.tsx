import { AccountEventOrdersPage } from '@folio/account';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/account/event/$slug/orders')({
  head: () => ({ meta: [{ title: 'Your orders for this event · Folio' }] }),
  component: EventOrdersRoute,
});

function EventOrdersRoute() {
  return <AccountEventOrdersPage slug={Route.useParams().slug} />;
}
