import { LazyVendorUpcomingEvents, prefetchSellerUpcomingEvents } from '@folio/events';
import { VendorOverview } from '@folio/people';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';

const vendor = getRouteApi('/_default/vendors/$slug');

/** /vendors/{slug}: what they sell and where they are next (the events domain's, composed here; the layout's vendor). */
export const Route = createFileRoute('/_default/vendors/$slug/')({
  loader: async ({ context, params }) => {
    // Once the query client is there (any visit after the first page), the events are read before
    // the view shows. A first visit draws the vendor with the events' placeholder, and the list reads them.
    if (context.queryClient)
      await prefetchSellerUpcomingEvents(context.queryClient, context.http, 'vendor', params.slug);
  },
  component: VendorOverviewRoute,
  staticData: { withoutQueryClient: true },
});

function VendorOverviewRoute() {
  const data = vendor.useLoaderData().vendor;
  return <VendorOverview vendor={data} upcomingEvents={<LazyVendorUpcomingEvents vendor={data} />} />;
}
