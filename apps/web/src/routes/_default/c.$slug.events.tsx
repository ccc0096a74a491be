import { EventListingPageSkeleton, ListingEventsPage, ListingSearch, loadListingPage } from '@folio/events';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /c/{slug}/events: the upcoming events of a category or a collection. */
export const Route = createFileRoute('/_default/c/$slug/events')({
  validateSearch: ListingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => loadListingPage(context, params.slug, deps),
  head: headFromLoader,
  pendingComponent: () => <EventListingPageSkeleton label="Loading events" />,
  component: ListingEventsRoute,
  // Its heading and copy come with the HTML on a first visit; its events wait for the query client.
  staticData: { withoutQueryClient: true },
});

function ListingEventsRoute() {
  return <ListingEventsPage listing={Route.useLoaderData().listing} search={Route.useSearch()} />;
}
