import { OrderPlanPage } from '@folio/orders';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/order/$orderNumber/payment-plan')({
  head: ({ params }) => ({ meta: [{ title: `Payment plan · Order ${params.orderNumber} · Folio` }] }),
  component: TabRoute,
});

function TabRoute() {
  return <OrderPlanPage orderNumber={Route.useParams().orderNumber} />;
}
