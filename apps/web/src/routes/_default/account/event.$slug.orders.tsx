import { eventQueryOptions } from '@folio/events';
import { accountEventOrdersQueryOptions, AccountEventOrdersPage } from '@folio/orders';
import { createFileRoute } from '@tanstack/react-router';

/**
 * /account/event/{slug}/orders: the reader's orders for one event, from the orders API. The shell
 * loads the event itself (orders may not read the catalog), so an unknown slug answers 404 and
 * shows the not-found screen, and an event without orders of the reader keeps its title.
 */
export const Route = createFileRoute('/_default/account/event/$slug/orders')({
  // Personal data is never fetched ahead on hover: such a preload could race a sign-out (401).
  preload: false,
  loader: async ({ context: { queryClient, http }, params }) => {
    void queryClient.prefetchQuery(accountEventOrdersQueryOptions(http, params.slug));
    return queryClient.ensureQueryData(eventQueryOptions(http, params.slug));
  },
  head: ({ loaderData }) => ({
    meta: [
      { title: loaderData ? `Your orders for ${loaderData.data.title} · Folio` : 'Your orders for this event · Folio' },
    ],
  }),
  component: EventOrdersRoute,
});

function EventOrdersRoute() {
  const { slug } = Route.useParams();
  return <AccountEventOrdersPage slug={slug} eventTitle={Route.useLoaderData().data.title} />;
}
