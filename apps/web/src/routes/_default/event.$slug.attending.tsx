import {
  EventAttendingSkeleton,
  eventHead,
  LazyEventAttending,
  ListingSearch,
  prefetchEventAttending,
} from '@folio/events';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

const event = getRouteApi('/_default/event/$slug');

/** /event/{slug}/attending: the readers going, a page at a time. */
export const Route = createFileRoute('/_default/event/$slug/attending')({
  validateSearch: ListingSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps, parentMatchPromise }) => {
    // Once the query client is there (any visit after the first page), the readers are read before
    // the view shows. A first visit draws the event with the list's skeleton, and the list reads them.
    const [{ loaderData }] = await Promise.all([
      parentMatchPromise,
      context.queryClient ? prefetchEventAttending(context.queryClient, context.http, params.slug, deps) : undefined,
    ]);
    return { head: loaderData ? eventHead(loaderData.event, 'Attending') : {} };
  },
  head: headFromLoader,
  pendingComponent: () => <EventAttendingSkeleton />,
  component: EventAttendingRoute,
  staticData: { withoutQueryClient: true },
});

function EventAttendingRoute() {
  return <LazyEventAttending event={event.useLoaderData().event} search={Route.useSearch()} />;
}
