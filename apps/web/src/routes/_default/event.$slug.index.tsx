import { eventHead, EventOverview, eventQueryOptions } from '@folio/events';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /event/{slug}: when and where, the description, the authors and vendors attending. */
export const Route = createFileRoute('/_default/event/$slug/')({
  loader: async ({ context: { queryClient, http }, params }) => {
    const { data } = await queryClient.ensureQueryData(eventQueryOptions(http, params.slug));
    return { head: eventHead(data) };
  },
  head: headFromLoader,
  component: EventOverviewRoute,
});

function EventOverviewRoute() {
  return <EventOverview slug={Route.useParams().slug} />;
}
