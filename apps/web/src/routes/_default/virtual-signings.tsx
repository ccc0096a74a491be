import { EventListingPageSkeleton, ListingSearch, loadVirtualSigningsPage, VirtualSigningsPage } from '@folio/events';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /virtual-signings: upcoming virtual events. */
export const Route = createFileRoute('/_default/virtual-signings')({
  validateSearch: ListingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadVirtualSigningsPage(context, deps),
  head: headFromLoader,
  pendingComponent: () => <EventListingPageSkeleton label="Loading virtual signings" />,
  component: VirtualSigningsRoute,
  // Its heading needs no data; its events wait for the query client.
  staticData: { withoutQueryClient: true },
});

function VirtualSigningsRoute() {
  return <VirtualSigningsPage search={Route.useSearch()} />;
}
