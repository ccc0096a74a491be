import { eventListQueryOptions, vendorEventsParams, VendorUpcomingEvents } from '@folio/events';
import { vendorHead, VendorOverview, vendorQueryOptions } from '@folio/people';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /vendors/{slug}: what they sell and where they are next (the events domain's, composed here). */
export const Route = createFileRoute('/_default/vendors/$slug/')({
  loader: async ({ context: { queryClient, http }, params }) => {
    const [vendor] = await Promise.all([
      queryClient.ensureQueryData(vendorQueryOptions(http, params.slug)),
      queryClient.ensureQueryData(eventListQueryOptions(http, vendorEventsParams(params.slug))),
    ]);
    return { head: vendorHead(vendor.data) };
  },
  head: headFromLoader,
  component: VendorOverviewRoute,
});

function VendorOverviewRoute() {
  const { slug } = Route.useParams();
  return <VendorOverview slug={slug} upcomingEvents={<VendorUpcomingEvents slug={slug} />} />;
}
