import { DetailPageSkeleton } from '@folio/catalog-kit';
import { eventHead, EventLayout, eventQueryOptions } from '@folio/events';
import { createFileRoute } from '@tanstack/react-router';

/** /event/{slug}: the event's header and tabs around its three views. */
export const Route = createFileRoute('/_default/event/$slug')({
  loader: ({ context: { queryClient, http }, params }) =>
    queryClient.ensureQueryData(eventQueryOptions(http, params.slug)),
  head: ({ loaderData }) => eventHead(loaderData?.data),
  pendingComponent: () => <DetailPageSkeleton label="Loading event" />,
  component: EventRoute,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});

function EventRoute() {
  return <EventLayout slug={Route.useParams().slug} />;
}
