import { VendorAbout, vendorHead } from '@folio/people';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

const vendor = getRouteApi('/_default/vendors/$slug');

/** /vendors/{slug}/about: the vendor's story and links (the layout's vendor). */
export const Route = createFileRoute('/_default/vendors/$slug/about')({
  loader: async ({ parentMatchPromise }) => {
    const { loaderData } = await parentMatchPromise;
    return { head: loaderData ? vendorHead(loaderData.vendor, 'About') : {} };
  },
  head: headFromLoader,
  component: VendorAboutRoute,
  staticData: { withoutQueryClient: true },
});

function VendorAboutRoute() {
  return <VendorAbout vendor={vendor.useLoaderData().vendor} />;
}
