import { OrderCancelPage } from '@folio/orders';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/order/$orderNumber/cancel')({
  head: ({ params }) => ({ meta: [{ title: `Cancel · Order ${params.orderNumber} · Folio` }] }),
  component: TabRoute,
});

function TabRoute() {
  return <OrderCancelPage orderNumber={Route.useParams().orderNumber} />;
}
