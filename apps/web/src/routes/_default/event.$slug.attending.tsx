import {
  attendingParams,
  EventAttending,
  EventAttendingSkeleton,
  eventHead,
  eventQueryOptions,
  eventReadersQueryOptions,
  ListingSearch,
} from '@folio/events';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /event/{slug}/attending: the readers going, a page at a time. */
export const Route = createFileRoute('/_default/event/$slug/attending')({
  validateSearch: ListingSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, http }, params, deps }) => {
    const [event] = await Promise.all([
      queryClient.ensureQueryData(eventQueryOptions(http, params.slug)),
      queryClient.ensureQueryData(eventReadersQueryOptions(http, params.slug, attendingParams(deps))),
    ]);
    return { head: eventHead(event.data, 'Attending') };
  },
  head: headFromLoader,
  pendingComponent: () => <EventAttendingSkeleton />,
  component: EventAttendingRoute,
});

function EventAttendingRoute() {
  return <EventAttending slug={Route.useParams().slug} search={Route.useSearch()} />;
}
