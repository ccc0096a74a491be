import { eventHead, eventQueryOptions, EventStore } from '@folio/events';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /event/{slug}/store: the event's order forms; commerce components join them here later. */
export const Route = createFileRoute('/_default/event/$slug/store')({
  loader: async ({ context: { queryClient, http }, params }) => {
    const { data } = await queryClient.ensureQueryData(eventQueryOptions(http, params.slug));
    return { head: eventHead(data, 'Store') };
  },
  head: headFromLoader,
  component: EventStoreRoute,
});

function EventStoreRoute() {
  return <EventStore slug={Route.useParams().slug} />;
}
