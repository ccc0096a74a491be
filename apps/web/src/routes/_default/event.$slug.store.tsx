import { eventHead, EventStore } from '@folio/events';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

const event = getRouteApi('/_default/event/$slug');

/** /event/{slug}/store: the event's order forms (the layout's event); commerce components join them here later. */
export const Route = createFileRoute('/_default/event/$slug/store')({
  loader: async ({ parentMatchPromise }) => {
    const { loaderData } = await parentMatchPromise;
    return { head: loaderData ? eventHead(loaderData.event, 'Store') : {} };
  },
  head: headFromLoader,
  component: EventStoreRoute,
  staticData: { withoutQueryClient: true },
});

function EventStoreRoute() {
  return <EventStore event={event.useLoaderData().event} />;
}
