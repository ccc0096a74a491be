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

/** /inkfluence: the themed page of the "inkfluence" collection, with its heading, copy and events. */
export const Route = createFileRoute('/_default/inkfluence')({
  validateSearch: ListingSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, http }, deps }) => {
    const [collection] = await Promise.all([
      queryClient.ensureQueryData(collectionQueryOptions(http, 'inkfluence')),
      queryClient.ensureQueryData(eventListQueryOptions(http, collectionEventsParams('inkfluence', deps))),
    ]);
    return { head: collectionHead(collection.data) };
  },
  head: headFromLoader,
  pendingComponent: () => <EventListingPageSkeleton label="Loading events" />,
  component: CollectionRoute,
});

function CollectionRoute() {
  return <CollectionPage slug="inkfluence" search={Route.useSearch()} />;
}
