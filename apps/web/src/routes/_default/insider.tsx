import {
  collectionEventsParams,
  collectionHead,
  CollectionPage,
  collectionQueryOptions,
  EventListingPageSkeleton,
  eventListQueryOptions,
  ListingSearch,
} from '@folio/events';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /insider: the themed page of the "insider" collection, with its heading, copy and events. */
export const Route = createFileRoute('/_default/insider')({
  validateSearch: ListingSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, http }, deps }) => {
    const [collection] = await Promise.all([
      queryClient.ensureQueryData(collectionQueryOptions(http, 'insider')),
      queryClient.ensureQueryData(eventListQueryOptions(http, collectionEventsParams('insider', deps))),
    ]);
    return { head: collectionHead(collection.data) };
  },
  head: headFromLoader,
  pendingComponent: () => <EventListingPageSkeleton label="Loading events" />,
  component: CollectionRoute,
});

function CollectionRoute() {
  return <CollectionPage slug="insider" search={Route.useSearch()} />;
}
