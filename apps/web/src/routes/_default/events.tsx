import { eventsHead, LazyEventsPage, prefetchEventsPage, EventListingPageSkeleton, EventsSearch } from '@folio/events';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /events: upcoming or past events with their filters and page in the address. */
export const Route = createFileRoute('/_default/events')({
  validateSearch: EventsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    // Once the query client is there (any visit after the first page), the events is read before the
    // page shows, as before. A first visit draws the skeleton at once and the page reads it.
    if (context.queryClient) await prefetchEventsPage(context.queryClient, context.http, deps);
    return { head: eventsHead(deps) };
  },
  head: headFromLoader,
  pendingComponent: () => <EventListingPageSkeleton label="Loading events" />,
  component: EventsRoute,
  staticData: { withoutQueryClient: true },
});

function EventsRoute() {
  return <LazyEventsPage search={Route.useSearch()} />;
}
