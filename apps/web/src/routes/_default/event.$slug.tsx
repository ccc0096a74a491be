import { DetailPageSkeleton } from '@folio/catalog-kit';
import { eventHead, EventLayout, eventQueryOptions } from '@folio/events';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /event/{slug}: the event's header and tabs around its three views. */
export const Route = createFileRoute('/_default/event/$slug')({
  loader: async ({ context: { queryClient, http }, params }) => {
    const { data } = await queryClient.ensureQueryData(eventQueryOptions(http, params.slug));
    return { head: eventHead(data) };
  },
  head: headFromLoader,
  pendingComponent: () => <DetailPageSkeleton label="Loading event" />,
  component: EventRoute,
});

function EventRoute() {
  return <EventLayout slug={Route.useParams().slug} />;
}
