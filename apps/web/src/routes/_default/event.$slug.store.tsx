import { eventHead, eventQueryOptions, EventStore } from '@folio/events';
import { createFileRoute } from '@tanstack/react-router';

/** /event/{slug}/store: the event's order forms; commerce components join them here later. */
export const Route = createFileRoute('/_default/event/$slug/store')({
  loader: ({ context: { queryClient, http }, params }) =>
    queryClient.ensureQueryData(eventQueryOptions(http, params.slug)),
  head: ({ loaderData }) => eventHead(loaderData?.data, 'Store'),
  component: EventStoreRoute,
  codeSplitGroupings: [['loader', 'component']],
});

function EventStoreRoute() {
  return <EventStore slug={Route.useParams().slug} />;
}
