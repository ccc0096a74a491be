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

/** /wickedly: the themed page of the "wickedly" collection, with its heading, copy and events. */
export const Route = createFileRoute('/_default/wickedly')({
  validateSearch: ListingSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, http }, deps }) => {
    const [collection] = await Promise.all([
      queryClient.ensureQueryData(collectionQueryOptions(http, 'wickedly')),
      queryClient.ensureQueryData(eventListQueryOptions(http, collectionEventsParams('wickedly', deps))),
    ]);
    return { head: collectionHead(collection.data) };
  },
  head: headFromLoader,
  pendingComponent: () => <EventListingPageSkeleton label="Loading events" />,
  component: CollectionRoute,
});

function CollectionRoute() {
  return <CollectionPage slug="wickedly" search={Route.useSearch()} />;
}
