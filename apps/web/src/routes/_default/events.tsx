import { eventsHead, LazyEventsPage, prefetchEventsPage, EventListingPageSkeleton, EventsSearch } from '@folio/events';
import { createFileRoute } from '@tanstack/react-router';
import { readerCountryWithin } from '../../reader-country';
import { headFromLoader } from '../../route-head';

/** How long /events waits for the reader's country before it lists events without it. */
const NEAR_WAIT_MS = 1_500;

/** /events: upcoming or past events with their filters and page in the address. */
export const Route = createFileRoute('/_default/events')({
  validateSearch: EventsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    // The reader's country (no permission prompt; usually known at once from the cache or the time
    // zone) orders upcoming events there first. It is settled before the list is read, so the list
    // never reorders under the reader.
    const near = readerCountryWithin(NEAR_WAIT_MS);
    // Once the query client is there (any visit after the first page), the events is read before the
    // page shows, as before. A first visit draws the skeleton at once and the page waits for the
    // country behind it, then reads the events.
    if (context.queryClient) {
      const country = await near;
      await prefetchEventsPage(context.queryClient, context.http, deps, country);
      return { head: eventsHead(deps), near: country };
    }
    return { head: eventsHead(deps), near };
  },
  head: headFromLoader,
  pendingComponent: () => <EventListingPageSkeleton label="Loading events" />,
  component: EventsRoute,
  staticData: { withoutQueryClient: true },
});

function EventsRoute() {
  return <LazyEventsPage search={Route.useSearch()} near={Route.useLoaderData().near} />;
}
