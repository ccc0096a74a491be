import {
  EventListingPageSkeleton,
  eventListQueryOptions,
  ListingSearch,
  virtualSigningsHead,
  VirtualSigningsPage,
  virtualSigningsParams,
} from '@folio/events';
import { createFileRoute } from '@tanstack/react-router';

/** /virtual-signings: upcoming virtual events. */
export const Route = createFileRoute('/_default/virtual-signings')({
  validateSearch: ListingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, http }, deps }) =>
    queryClient.ensureQueryData(eventListQueryOptions(http, virtualSigningsParams(deps))),
  head: () => virtualSigningsHead(),
  pendingComponent: () => <EventListingPageSkeleton label="Loading virtual signings" />,
  component: VirtualSigningsRoute,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});

function VirtualSigningsRoute() {
  return <VirtualSigningsPage search={Route.useSearch()} />;
}
