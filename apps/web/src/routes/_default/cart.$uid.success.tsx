import { requireAuth } from '@folio/auth';
import { cartByParamQueryOptions, checkoutSuccessHead, CheckoutSuccessPage } from '@folio/checkout';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /cart/{uid}/success (title Checkout Success): waits until the cart's order is paid. */
export const Route = createFileRoute('/_default/cart/$uid/success')({
  beforeLoad: requireAuth,
  preload: false,
  loader: async ({ context: { queryClient, http }, params }) => {
    await queryClient.ensureQueryData(cartByParamQueryOptions(http, params.uid)).catch(() => undefined);
    return { head: checkoutSuccessHead() };
  },
  head: headFromLoader,
  component: CheckoutSuccessRoute,
});

function CheckoutSuccessRoute() {
  return <CheckoutSuccessPage uid={Route.useParams().uid} />;
}
