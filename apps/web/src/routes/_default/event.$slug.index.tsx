import { EventOverview } from '@folio/events';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';

const event = getRouteApi('/_default/event/$slug');

/** /event/{slug}: when and where, the description, the authors and vendors attending (the layout's event). */
export const Route = createFileRoute('/_default/event/$slug/')({
  component: EventOverviewRoute,
  staticData: { withoutQueryClient: true },
});

function EventOverviewRoute() {
  return <EventOverview event={event.useLoaderData().event} />;
}
