import {
  PeopleListingPageSkeleton,
  vendorListQueryOptions,
  vendorsHead,
  vendorsListParams,
  VendorsPage,
  VendorsSearch,
} from '@folio/people';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /vendors: bookshops and publishers with their kind, search text and page in the address. */
export const Route = createFileRoute('/_default/vendors/')({
  validateSearch: VendorsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, http }, deps }) => {
    await queryClient.ensureQueryData(vendorListQueryOptions(http, vendorsListParams(deps)));
    return { head: vendorsHead() };
  },
  head: headFromLoader,
  pendingComponent: () => <PeopleListingPageSkeleton label="Loading vendors" />,
  component: VendorsRoute,
});

function VendorsRoute() {
  return <VendorsPage search={Route.useSearch()} />;
}
