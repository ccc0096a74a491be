import { requireAuth } from '@folio/auth';
import { cartByParamQueryOptions, checkoutHead, CheckoutPage } from '@folio/checkout';
import { checkoutPagePaths } from '@folio/checkout-contract';
import { createFileRoute } from '@tanstack/react-router';
import { checkoutPayment } from '../../checkout-payment';
import { headFromLoader } from '../../route-head';

/**
 * /cart/{uid}/checkout (title Checkout, login). `{uid}` is the cart_uid (or the cart id the cart
 * page links with). The payment step holds @folio/payments' form.
 */
export const Route = createFileRoute('/_default/cart/$uid/checkout')({
  beforeLoad: requireAuth,
  // Personal data is never fetched ahead on hover: such a preload could race a sign-out (401).
  preload: false,
  loader: async ({ context: { queryClient, http }, params }) => {
    // The page shows its own not-found and error states; the loader only starts the read.
    await queryClient.ensureQueryData(cartByParamQueryOptions(http, params.uid)).catch(() => undefined);
    return { head: checkoutHead() };
  },
  head: headFromLoader,
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { uid } = Route.useParams();
  return <CheckoutPage uid={uid} renderPayment={checkoutPayment(checkoutPagePaths.success(uid))} />;
}
