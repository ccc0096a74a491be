import {
  EventListingPageSkeleton,
  eventListQueryOptions,
  ListingEventsPage,
  listingEventsParams,
  listingHead,
  listingQueryOptions,
  ListingSearch,
} from '@folio/events';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /c/{slug}/events: the upcoming events of a category or a collection. */
export const Route = createFileRoute('/_default/c/$slug/events')({
  validateSearch: ListingSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, http }, params, deps }) => {
    // Which filter applies depends on what the slug is, so the listing comes first.
    const listing = await queryClient.ensureQueryData(listingQueryOptions(http, params.slug));
    await queryClient.ensureQueryData(eventListQueryOptions(http, listingEventsParams(listing.data, deps)));
    return { head: listingHead(listing.data) };
  },
  head: headFromLoader,
  pendingComponent: () => <EventListingPageSkeleton label="Loading events" />,
  component: ListingEventsRoute,
});

function ListingEventsRoute() {
  return <ListingEventsPage slug={Route.useParams().slug} search={Route.useSearch()} />;
}
