import { VendorAbout, vendorHead, vendorQueryOptions } from '@folio/people';
import { createFileRoute } from '@tanstack/react-router';

/** /vendors/{slug}/about: the vendor's story and links. */
export const Route = createFileRoute('/_default/vendors/$slug/about')({
  loader: ({ context: { queryClient, http }, params }) =>
    queryClient.ensureQueryData(vendorQueryOptions(http, params.slug)),
  head: ({ loaderData }) => vendorHead(loaderData?.data, 'About'),
  component: VendorAboutRoute,
  codeSplitGroupings: [['loader', 'component']],
});

function VendorAboutRoute() {
  return <VendorAbout slug={Route.useParams().slug} />;
}
