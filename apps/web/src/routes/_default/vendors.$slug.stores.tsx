import {
  CardGridSkeleton,
  sellerOrderFormsQueryOptions,
  SellerStores,
  storesListParams,
  StoresSearch,
  vendorHead,
  vendorQueryOptions,
} from '@folio/catalog';
import { createFileRoute } from '@tanstack/react-router';

/** /vendors/{slug}/stores: the vendor's order forms, open ones by default. */
export const Route = createFileRoute('/_default/vendors/$slug/stores')({
  validateSearch: StoresSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, http }, params, deps }) => {
    const [vendor] = await Promise.all([
      queryClient.ensureQueryData(vendorQueryOptions(http, params.slug)),
      queryClient.ensureQueryData(sellerOrderFormsQueryOptions(http, 'vendor', params.slug, storesListParams(deps))),
    ]);
    return vendor;
  },
  head: ({ loaderData }) => vendorHead(loaderData?.data, 'Stores'),
  pendingComponent: () => <CardGridSkeleton label="Loading stores" />,
  component: VendorStoresRoute,
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
});

function VendorStoresRoute() {
  const { slug } = Route.useParams();
  const name = Route.useLoaderData().data.name;
  return <SellerStores seller="vendor" slug={slug} name={name} search={Route.useSearch()} />;
}
