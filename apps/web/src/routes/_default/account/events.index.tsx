import { Loading } from '@folio/auth';
import { AccountEventsPage, accountEventsQueryOptions } from '@folio/orders';
import { createFileRoute } from '@tanstack/react-router';

/** The signings the reader ordered for (from the orders API), upcoming. */
export const Route = createFileRoute('/_default/account/events/')({
  // Personal data is never fetched ahead on hover: such a preload could race a sign-out (401).
  preload: false,
  loader: ({ context: { queryClient, http } }) => queryClient.prefetchQuery(accountEventsQueryOptions(http, false)),
  head: () => ({ meta: [{ title: 'Your events · Folio' }] }),
  pendingComponent: () => <Loading label="Loading your events…" />,
  component: () => <AccountEventsPage period="upcoming" />,
});
