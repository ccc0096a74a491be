import { requireAuth } from '@folio/auth';
import { instalmentPaidHead, InstalmentPaidPage, instalmentQueryOptions } from '@folio/checkout';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /checkout/installment/{id}/success (title 'Payment Installment Successfully Paid'). */
export const Route = createFileRoute('/_default/checkout/installment/$id/success')({
  beforeLoad: requireAuth,
  preload: false,
  loader: async ({ context: { queryClient, http }, params }) => {
    await queryClient.ensureQueryData(instalmentQueryOptions(http, params.id)).catch(() => undefined);
    return { head: instalmentPaidHead() };
  },
  head: headFromLoader,
  component: InstalmentPaidRoute,
});

function InstalmentPaidRoute() {
  return <InstalmentPaidPage id={Route.useParams().id} />;
}
