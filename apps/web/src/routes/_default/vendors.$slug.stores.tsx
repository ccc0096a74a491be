import { LazySellerStores, prefetchSellerStores, SellerStoresSkeleton, StoresSearch } from '@folio/events';
import { vendorHead } from '@folio/people';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

const vendor = getRouteApi('/_default/vendors/$slug');

/** /vendors/{slug}/stores: the vendor's order forms, open ones by default. */
export const Route = createFileRoute('/_default/vendors/$slug/stores')({
  validateSearch: StoresSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps, parentMatchPromise }) => {
    // Once the query client is there (any visit after the first page), the order forms are read before
    // the view shows. A first visit draws the vendor with the list's skeleton, and the list reads them.
    const [{ loaderData }] = await Promise.all([
      parentMatchPromise,
      context.queryClient
        ? prefetchSellerStores(context.queryClient, context.http, 'vendor', params.slug, deps)
        : undefined,
    ]);
    return { head: loaderData ? vendorHead(loaderData.vendor, 'Stores') : {} };
  },
  head: headFromLoader,
  pendingComponent: () => <SellerStoresSkeleton />,
  component: VendorStoresRoute,
  staticData: { withoutQueryClient: true },
});

function VendorStoresRoute() {
  const { slug, name } = vendor.useLoaderData().vendor;
  return <LazySellerStores seller="vendor" slug={slug} name={name} search={Route.useSearch()} />;
}
