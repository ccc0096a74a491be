import { OrderSummaryPage } from '@folio/orders';
import { createFileRoute } from '@tanstack/react-router';

/** /order/{order_number}: the order itself (its title is the layout's). */
export const Route = createFileRoute('/_default/order/$orderNumber/')({
  component: SummaryRoute,
});

function SummaryRoute() {
  return <OrderSummaryPage orderNumber={Route.useParams().orderNumber} />;
}
