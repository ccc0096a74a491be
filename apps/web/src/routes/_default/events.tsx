import {
  categoriesQueryOptions,
  collectionsQueryOptions,
  EventListingPageSkeleton,
  eventListQueryOptions,
  eventsHead,
  eventsListParams,
  EventsPage,
  EventsSearch,
} from '@folio/events';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /events: upcoming or past events with their filters and page in the address. */
export const Route = createFileRoute('/_default/events')({
  validateSearch: EventsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, http }, deps }) => {
    await Promise.all([
      queryClient.ensureQueryData(eventListQueryOptions(http, eventsListParams(deps))),
      queryClient.ensureQueryData(categoriesQueryOptions(http)),
      queryClient.ensureQueryData(collectionsQueryOptions(http)),
    ]);
    return { head: eventsHead(deps) };
  },
  head: headFromLoader,
  pendingComponent: () => <EventListingPageSkeleton label="Loading events" />,
  component: EventsRoute,
  // The loader pulls in the catalog's API code: it loads with the page, not with every page. The
  // placeholder is a small chunk of its own, so it shows while the page's chunk is still on its way.
});

function EventsRoute() {
  return <EventsPage search={Route.useSearch()} />;
}
