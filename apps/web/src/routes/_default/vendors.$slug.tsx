import { DetailPageSkeleton } from '@folio/catalog-kit';
import { vendorHead, VendorLayout, vendorQueryOptions } from '@folio/people';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /vendors/{slug}: the vendor's header, follow button and tabs around overview, about and stores. */
export const Route = createFileRoute('/_default/vendors/$slug')({
  loader: async ({ context: { queryClient, http }, params }) => {
    const { data } = await queryClient.ensureQueryData(vendorQueryOptions(http, params.slug));
    return { head: vendorHead(data) };
  },
  head: headFromLoader,
  pendingComponent: () => <DetailPageSkeleton label="Loading vendor" />,
  component: VendorRoute,
});

function VendorRoute() {
  return <VendorLayout slug={Route.useParams().slug} />;
}
