import { AccountEventOrdersPage } from '@folio/account';
import { eventQueryOptions } from '@folio/events';
import { createFileRoute } from '@tanstack/react-router';

/**
 * /account/event/{slug}/orders: the reader's orders for one event. The event is loaded first, so
 * an unknown slug answers 404 and shows the not-found screen instead of an empty list.
 */
export const Route = createFileRoute('/_default/account/event/$slug/orders')({
  // Personal data is never fetched ahead on hover: such a preload could race a sign-out (401).
  preload: false,
  loader: ({ context: { queryClient, http }, params }) =>
    queryClient.ensureQueryData(eventQueryOptions(http, params.slug)),
  head: ({ loaderData }) => ({
    meta: [{ title: loaderData ? `Your orders for ${loaderData.data.title} · Folio` : 'Your orders for this event · Folio' }],
  }),
  component: EventOrdersRoute,
});

function EventOrdersRoute() {
  const { slug } = Route.useParams();
  return <AccountEventOrdersPage slug={slug} eventTitle={Route.useLoaderData().data.title} />;
}
