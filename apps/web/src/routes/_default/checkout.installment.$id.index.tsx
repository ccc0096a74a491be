import { requireAuth } from '@folio/auth';
import { instalmentHead, InstalmentPayPage, instalmentQueryOptions } from '@folio/checkout';
import { checkoutPagePaths } from '@folio/checkout-contract';
import { createFileRoute } from '@tanstack/react-router';
import { checkoutPayment } from '../../checkout-payment';
import { headFromLoader } from '../../route-head';

/** /checkout/installment/{id}: pay one instalment early with @folio/payments' form. */
export const Route = createFileRoute('/_default/checkout/installment/$id/')({
  beforeLoad: requireAuth,
  preload: false,
  loader: async ({ context: { queryClient, http }, params }) => {
    await queryClient.ensureQueryData(instalmentQueryOptions(http, params.id)).catch(() => undefined);
    return { head: instalmentHead() };
  },
  head: headFromLoader,
  component: InstalmentRoute,
});

function InstalmentRoute() {
  const { id } = Route.useParams();
  return <InstalmentPayPage id={id} renderPayment={checkoutPayment(checkoutPagePaths.instalmentSuccess(id))} />;
}
