import { requireAuth } from '@folio/auth';
import { cartByParamQueryOptions, CheckoutReturnSearch, checkoutSuccessHead, CheckoutSuccessPage } from '@folio/checkout';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/**
 * /cart/{uid}/success (title Checkout Success): waits until the cart's order is paid. The
 * provider's authentication and wallet pages come back here with `payment_id` and `redirect_status`.
 */
export const Route = createFileRoute('/_default/cart/$uid/success')({
  validateSearch: CheckoutReturnSearch,
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
  const { uid } = Route.useParams();
  const { payment_id, redirect_status } = Route.useSearch();
  const returned = payment_id ? { paymentId: payment_id, succeeded: redirect_status === 'succeeded' } : undefined;
  return <CheckoutSuccessPage uid={uid} returned={returned} />;
}
