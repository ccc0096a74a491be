import { OrderTransactionsPage } from '@folio/orders';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/order/$orderNumber/transactions')({
  head: ({ params }) => ({ meta: [{ title: `Transactions · Order ${params.orderNumber} · Folio` }] }),
  component: TabRoute,
});

function TabRoute() {
  return <OrderTransactionsPage orderNumber={Route.useParams().orderNumber} />;
}
