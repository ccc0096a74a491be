import { DetailPageSkeleton } from '@folio/catalog-kit';
import { loadVendor, vendorHead, VendorLayout } from '@folio/people';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /vendors/{slug}: the vendor's header, follow button and tabs around overview, about and stores. */
export const Route = createFileRoute('/_default/vendors/$slug')({
  loader: async ({ context: { http }, params }) => {
    const { data } = await loadVendor(http, params.slug);
    return { vendor: data, head: vendorHead(data) };
  },
  // Read once for the vendor's tabs: moving between them within this time reads nothing again.
  staleTime: 30_000,
  head: headFromLoader,
  pendingComponent: () => <DetailPageSkeleton label="Loading vendor" />,
  component: VendorRoute,
  // Drawn from the page data in the HTML on a first visit; following, the events and the stores wait for the query client.
  staticData: { withoutQueryClient: true },
});

function VendorRoute() {
  return <VendorLayout vendor={Route.useLoaderData().vendor} />;
}
