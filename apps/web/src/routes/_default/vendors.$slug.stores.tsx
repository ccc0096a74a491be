import {
  sellerOrderFormsQueryOptions,
  SellerStores,
  SellerStoresSkeleton,
  storesListParams,
  StoresSearch,
} from '@folio/events';
import { vendorHead, vendorQueryOptions } from '@folio/people';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /vendors/{slug}/stores: the vendor's order forms, open ones by default. */
export const Route = createFileRoute('/_default/vendors/$slug/stores')({
  validateSearch: StoresSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, http }, params, deps }) => {
    const [vendor] = await Promise.all([
      queryClient.ensureQueryData(vendorQueryOptions(http, params.slug)),
      queryClient.ensureQueryData(sellerOrderFormsQueryOptions(http, 'vendor', params.slug, storesListParams(deps))),
    ]);
    return { head: vendorHead(vendor.data, 'Stores'), name: vendor.data.name };
  },
  head: headFromLoader,
  pendingComponent: () => <SellerStoresSkeleton />,
  component: VendorStoresRoute,
});

function VendorStoresRoute() {
  const { slug } = Route.useParams();
  const name = Route.useLoaderData().name;
  return <SellerStores seller="vendor" slug={slug} name={name} search={Route.useSearch()} />;
}
