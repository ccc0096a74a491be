import { OrderTermsPage } from '@folio/orders';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/order/$orderNumber/terms')({
  head: ({ params }) => ({ meta: [{ title: `Terms · Order ${params.orderNumber} · Folio` }] }),
  component: TabRoute,
});

function TabRoute() {
  return <OrderTermsPage orderNumber={Route.useParams().orderNumber} />;
}
