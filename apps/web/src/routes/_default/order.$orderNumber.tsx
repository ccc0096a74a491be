import { requireAuth } from '@folio/auth';
import { OrderLayout } from '@folio/orders';
import { createFileRoute } from '@tanstack/react-router';
import { PageOutlet } from '../../shell/page-outlet';

/**
 * /order/{order_number} and its tabs (login). The layout reads the order: one that is not the
 * reader's, or does not exist, is the API's 404, which it shows as the not-found screen. No
 * loader or placeholder here: the layout shows its own skeleton, and the route tree in the entry
 * stays small (quality bar F1).
 */
export const Route = createFileRoute('/_default/order/$orderNumber')({
  beforeLoad: requireAuth,
  head: ({ params }) => ({ meta: [{ title: `Order ${params.orderNumber} · Folio` }] }),
  component: OrderRoute,
});

function OrderRoute() {
  return (
    <OrderLayout orderNumber={Route.useParams().orderNumber}>
      <PageOutlet />
    </OrderLayout>
  );
}
