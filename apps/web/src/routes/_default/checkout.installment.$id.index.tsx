import { requireAuth } from '@folio/auth';
import { instalmentHead, InstalmentPayPage, instalmentQueryOptions } from '@folio/checkout';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /checkout/installment/{id}: pay one instalment early (the payment slot stays empty until @folio/payments has its form). */
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
  return <InstalmentPayPage id={Route.useParams().id} />;
}
