import { requireAuth } from '@folio/auth';
import { orderPaidHead, OrderPaidPage, orderQueryOptions } from '@folio/checkout';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /checkout/order/{id}/success (title Order Paid): `{id}` is the order number. */
export const Route = createFileRoute('/_default/checkout/order/$id/success')({
  beforeLoad: requireAuth,
  preload: false,
  loader: async ({ context: { queryClient, http }, params }) => {
    await queryClient.ensureQueryData(orderQueryOptions(http, params.id)).catch(() => undefined);
    return { head: orderPaidHead() };
  },
  head: headFromLoader,
  component: OrderPaidRoute,
});

function OrderPaidRoute() {
  return <OrderPaidPage orderNumber={Route.useParams().id} />;
}
