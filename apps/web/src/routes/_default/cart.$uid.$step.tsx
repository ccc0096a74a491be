import { requireAuth } from '@folio/auth';
import {
  cartByParamQueryOptions,
  CheckoutPage,
  CheckoutSuccessPage,
  cartStepHead,
  DepositPage,
  ViewOrderPage,
} from '@folio/checkout';
import { checkoutPagePaths } from '@folio/checkout-contract';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { checkoutPayment } from '../../checkout-payment';
import { headFromLoader } from '../../route-head';

/**
 * A cart's checkout screens, one route for the four (every route file adds to the entry's route
 * table, quality bar F1): /cart/{uid}/checkout (Checkout), /cart/{uid}/deposit (Deposit Payment;
 * an unverified reader is let in to read why, with the resend button), /cart/{uid}/success
 * (Checkout Success; the provider's authentication and wallet pages come back here with
 * `payment_id` and `redirect_status`) and /cart/{uid}/view-order. Login required; another step is
 * not found. `{uid}` is the cart_uid (or the cart id the cart page links with).
 */
export const Route = createFileRoute('/_default/cart/$uid/$step')({
  beforeLoad: requireAuth,
  // Personal data is never fetched ahead on hover: such a preload could race a sign-out (401).
  preload: false,
  loader: async ({ context: { queryClient, http }, params }) => {
    const head = cartStepHead(params.step);
    if (!head) throw notFound();
    // The page shows its own not-found and error states; the loader only starts the read.
    await queryClient.ensureQueryData(cartByParamQueryOptions(http, params.uid)).catch(() => undefined);
    return { head };
  },
  head: headFromLoader,
  component: CartStepRoute,
});

function CartStepRoute() {
  const { uid, step } = Route.useParams();
  // Read here rather than by a validateSearch, which would sit in the entry (F1).
  const { payment_id, redirect_status } = Route.useSearch() as { payment_id?: unknown; redirect_status?: unknown };
  const payment = checkoutPayment(checkoutPagePaths.success(uid));
  if (step === 'checkout') return <CheckoutPage uid={uid} renderPayment={payment} />;
  if (step === 'deposit') return <DepositPage uid={uid} renderPayment={payment} />;
  if (step === 'view-order') return <ViewOrderPage uid={uid} />;
  const returned =
    typeof payment_id === 'string' && payment_id !== ''
      ? { paymentId: payment_id, succeeded: redirect_status === 'succeeded' }
      : undefined;
  return <CheckoutSuccessPage uid={uid} returned={returned} />;
}
