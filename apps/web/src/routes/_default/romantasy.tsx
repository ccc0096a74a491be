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

/** /romantasy: the themed page of the "romantasy" collection, with its heading, copy and events. */
export const Route = createFileRoute('/_default/romantasy')({
  validateSearch: ListingSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, http }, deps }) => {
    const [collection] = await Promise.all([
      queryClient.ensureQueryData(collectionQueryOptions(http, 'romantasy')),
      queryClient.ensureQueryData(eventListQueryOptions(http, collectionEventsParams('romantasy', deps))),
    ]);
    return { head: collectionHead(collection.data) };
  },
  head: headFromLoader,
  pendingComponent: () => <EventListingPageSkeleton label="Loading events" />,
  component: CollectionRoute,
});

function CollectionRoute() {
  return <CollectionPage slug="romantasy" search={Route.useSearch()} />;
}
