import { requireAuth } from '@folio/auth';
import { cartByParamQueryOptions, depositHead, DepositPage } from '@folio/checkout';
import { checkoutPagePaths } from '@folio/checkout-contract';
import { createFileRoute } from '@tanstack/react-router';
import { checkoutPayment } from '../../checkout-payment';
import { headFromLoader } from '../../route-head';

/**
 * /cart/{uid}/deposit (title Deposit Payment, login, verified e-mail): an unverified reader is let
 * in to read why, with the resend button, rather than sent away.
 */
export const Route = createFileRoute('/_default/cart/$uid/deposit')({
  beforeLoad: requireAuth,
  preload: false,
  loader: async ({ context: { queryClient, http }, params }) => {
    await queryClient.ensureQueryData(cartByParamQueryOptions(http, params.uid)).catch(() => undefined);
    return { head: depositHead() };
  },
  head: headFromLoader,
  component: DepositRoute,
});

function DepositRoute() {
  const { uid } = Route.useParams();
  return <DepositPage uid={uid} renderPayment={checkoutPayment(checkoutPagePaths.success(uid))} />;
}
