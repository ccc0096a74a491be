import {
  ListingPageSkeleton,
  vendorListQueryOptions,
  VendorsPage,
  vendorsHead,
  vendorsListParams,
  VendorsSearch,
} from '@folio/catalog';
import { createFileRoute } from '@tanstack/react-router';

/** /vendors: bookshops and publishers with their kind, search text and page in the address. */
export const Route = createFileRoute('/_default/vendors/')({
  validateSearch: VendorsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, http }, deps }) =>
    queryClient.ensureQueryData(vendorListQueryOptions(http, vendorsListParams(deps))),
  head: () => vendorsHead(),
  pendingComponent: () => <ListingPageSkeleton label="Loading vendors" shape="person" />,
  component: VendorsRoute,
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
});

function VendorsRoute() {
  return <VendorsPage search={Route.useSearch()} />;
}
