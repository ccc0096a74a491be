import {
  vendorsHead,
  LazyVendorsPage,
  prefetchVendorsPage,
  PeopleListingPageSkeleton,
  VendorsSearch,
} from '@folio/people';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /vendors: bookshops and publishers with their kind, search text and page in the address. */
export const Route = createFileRoute('/_default/vendors/')({
  validateSearch: VendorsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    // Once the query client is there (any visit after the first page), the list is read before the
    // page shows, as before. A first visit draws the skeleton at once and the page reads it.
    if (context.queryClient) await prefetchVendorsPage(context.queryClient, context.http, deps);
    return { head: vendorsHead() };
  },
  head: headFromLoader,
  pendingComponent: () => <PeopleListingPageSkeleton label="Loading vendors" />,
  component: VendorsRoute,
  staticData: { withoutQueryClient: true },
});

function VendorsRoute() {
  return <LazyVendorsPage search={Route.useSearch()} />;
}
