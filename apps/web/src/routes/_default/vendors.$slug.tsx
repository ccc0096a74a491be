import { DetailPageSkeleton } from '@folio/catalog-kit';
import { vendorHead, VendorLayout, vendorQueryOptions } from '@folio/people';
import { createFileRoute } from '@tanstack/react-router';

/** /vendors/{slug}: the vendor's header, follow button and tabs around overview, about and stores. */
export const Route = createFileRoute('/_default/vendors/$slug')({
  loader: ({ context: { queryClient, http }, params }) =>
    queryClient.ensureQueryData(vendorQueryOptions(http, params.slug)),
  head: ({ loaderData }) => vendorHead(loaderData?.data),
  pendingComponent: () => <DetailPageSkeleton label="Loading vendor" />,
  component: VendorRoute,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});

function VendorRoute() {
  return <VendorLayout slug={Route.useParams().slug} />;
}
