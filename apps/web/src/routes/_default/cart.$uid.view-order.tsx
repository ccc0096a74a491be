import { requireAuth } from '@folio/auth';
import { cartByParamQueryOptions, viewOrderHead, ViewOrderPage } from '@folio/checkout';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /cart/{uid}/view-order (login): the order made from the cart. */
export const Route = createFileRoute('/_default/cart/$uid/view-order')({
  beforeLoad: requireAuth,
  preload: false,
  loader: async ({ context: { queryClient, http }, params }) => {
    await queryClient.ensureQueryData(cartByParamQueryOptions(http, params.uid)).catch(() => undefined);
    return { head: viewOrderHead() };
  },
  head: headFromLoader,
  component: ViewOrderRoute,
});

function ViewOrderRoute() {
  return <ViewOrderPage uid={Route.useParams().uid} />;
}
