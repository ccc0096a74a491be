import {
  EventListingPageSkeleton,
  eventListQueryOptions,
  ListingSearch,
  virtualSigningsHead,
  VirtualSigningsPage,
  virtualSigningsParams,
} from '@folio/events';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /virtual-signings: upcoming virtual events. */
export const Route = createFileRoute('/_default/virtual-signings')({
  validateSearch: ListingSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, http }, deps }) => {
    await queryClient.ensureQueryData(eventListQueryOptions(http, virtualSigningsParams(deps)));
    return { head: virtualSigningsHead() };
  },
  head: headFromLoader,
  pendingComponent: () => <EventListingPageSkeleton label="Loading virtual signings" />,
  component: VirtualSigningsRoute,
});

function VirtualSigningsRoute() {
  return <VirtualSigningsPage search={Route.useSearch()} />;
}
