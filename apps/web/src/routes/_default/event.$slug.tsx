import { DetailPageSkeleton } from '@folio/catalog-kit';
import { eventHead, EventLayout, loadEvent } from '@folio/events';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /event/{slug}: the event's header and tabs around its three views. */
export const Route = createFileRoute('/_default/event/$slug')({
  loader: async ({ context: { http }, params }) => {
    const { data } = await loadEvent(http, params.slug);
    return { event: data, head: eventHead(data) };
  },
  // Read once for the event's tabs: moving between them within this time reads nothing again.
  staleTime: 30_000,
  head: headFromLoader,
  pendingComponent: () => <DetailPageSkeleton label="Loading event" />,
  component: EventRoute,
  // Drawn from the page data in the HTML on a first visit; saving and the readers list wait for the query client.
  staticData: { withoutQueryClient: true },
});

function EventRoute() {
  return <EventLayout event={Route.useLoaderData().event} />;
}
