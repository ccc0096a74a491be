import { Loading, requireAuth } from '@folio/auth';
import { OrderLayout, orderQueryOptions } from '@folio/orders';
import { createFileRoute } from '@tanstack/react-router';
import { PageOutlet } from '../../shell/page-outlet';

/**
 * /order/{order_number} and its tabs (login). The order loads first: one that is not the reader's,
 * or does not exist, is the API's 404, which the shell's error screen shows as not found.
 */
export const Route = createFileRoute('/_default/order/$orderNumber')({
  beforeLoad: requireAuth,
  // Personal data is never fetched ahead on hover: such a preload could race a sign-out (401).
  preload: false,
  loader: ({ context: { queryClient, http }, params }) => queryClient.ensureQueryData(orderQueryOptions(http, params.orderNumber)),
  head: ({ params }) => ({ meta: [{ title: `Order ${params.orderNumber} · Folio` }] }),
  pendingComponent: () => <Loading label="Loading your order…" />,
  component: OrderRoute,
});

function OrderRoute() {
  return (
    <OrderLayout orderNumber={Route.useParams().orderNumber}>
      <PageOutlet />
    </OrderLayout>
  );
}
