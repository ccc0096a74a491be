import { requireAuth } from '@folio/auth';
import {
  checkoutScreenHead,
  checkoutScreenOf,
  InstalmentPaidPage,
  InstalmentPayPage,
  instalmentQueryOptions,
  OrderPaidPage,
  orderQueryOptions,
  ReadyCartsPage,
  readyCartsQueryOptions,
} from '@folio/checkout';
import { checkoutPagePaths } from '@folio/checkout-contract';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { checkoutPayment } from '../../checkout-payment';
import { headFromLoader } from '../../route-head';

/**
 * The screens under /checkout, one route for the four (every route file adds to the entry's route
 * table, quality bar F1): /checkout (every cart ready to pay), /checkout/order/{id}/success (Order Paid; `{id}` is the
 * order number), /checkout/installment/{id} (pay one early) and /checkout/installment/{id}/success
 * (Payment Installment Successfully Paid). Login required; any other address is not found.
 */
export const Route = createFileRoute('/_default/checkout/$')({
  beforeLoad: requireAuth,
  preload: false,
  loader: async ({ context: { queryClient, http }, params }) => {
    const screen = checkoutScreenOf(params._splat ?? '');
    if (!screen) throw notFound();
    // The page shows its own not-found and error states; the loader only starts the read.
    const read =
      screen.screen === 'ready'
        ? queryClient.ensureQueryData(readyCartsQueryOptions(http))
        : screen.screen === 'order-paid'
          ? queryClient.ensureQueryData(orderQueryOptions(http, screen.id))
          : queryClient.ensureQueryData(instalmentQueryOptions(http, screen.id));
    await read.catch(() => undefined);
    return { head: checkoutScreenHead(screen) };
  },
  head: headFromLoader,
  component: CheckoutScreenRoute,
});

function CheckoutScreenRoute() {
  const screen = checkoutScreenOf(Route.useParams()._splat ?? '');
  if (!screen) return null;
  if (screen.screen === 'ready') return <ReadyCartsPage />;
  if (screen.screen === 'order-paid') return <OrderPaidPage orderNumber={screen.id} />;
  if (screen.screen === 'instalment-paid') return <InstalmentPaidPage id={screen.id} />;
  return (
    <InstalmentPayPage id={screen.id} renderPayment={checkoutPayment(checkoutPagePaths.instalmentSuccess(screen.id))} />
  );
}
