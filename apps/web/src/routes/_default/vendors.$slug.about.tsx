import { VendorAbout, vendorHead, vendorQueryOptions } from '@folio/people';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /vendors/{slug}/about: the vendor's story and links. */
export const Route = createFileRoute('/_default/vendors/$slug/about')({
  loader: async ({ context: { queryClient, http }, params }) => {
    const { data } = await queryClient.ensureQueryData(vendorQueryOptions(http, params.slug));
    return { head: vendorHead(data, 'About') };
  },
  head: headFromLoader,
  component: VendorAboutRoute,
});

function VendorAboutRoute() {
  return <VendorAbout slug={Route.useParams().slug} />;
}
