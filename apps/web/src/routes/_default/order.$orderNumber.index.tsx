import { OrderSummaryPage } from '@folio/orders';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/order/$orderNumber/')({
  head: ({ params }) => ({ meta: [{ title: `Order ${params.orderNumber} · Folio` }] }),
  component: TabRoute,
});

function TabRoute() {
  return <OrderSummaryPage orderNumber={Route.useParams().orderNumber} />;
}
