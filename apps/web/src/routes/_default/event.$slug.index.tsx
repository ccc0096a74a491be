import { eventHead, EventOverview, eventQueryOptions } from '@folio/events';
import { createFileRoute } from '@tanstack/react-router';

/** /event/{slug}: when and where, the description, the authors and vendors attending. */
export const Route = createFileRoute('/_default/event/$slug/')({
  loader: ({ context: { queryClient, http }, params }) =>
    queryClient.ensureQueryData(eventQueryOptions(http, params.slug)),
  head: ({ loaderData }) => eventHead(loaderData?.data),
  component: EventOverviewRoute,
  codeSplitGroupings: [['loader', 'component']],
});

function EventOverviewRoute() {
  return <EventOverview slug={Route.useParams().slug} />;
}
