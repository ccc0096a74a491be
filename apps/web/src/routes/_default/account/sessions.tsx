import { SessionsPage, userSessionsQueryOptions } from '@folio/account';
import { Loading } from '@folio/auth';
import { createFileRoute } from '@tanstack/react-router';

/** Where the user is signed in. The loader prefetches and never throws: the page shows its own error and retry. */
export const Route = createFileRoute('/_default/account/sessions')({
  // Personal data is never fetched ahead on hover: such a preload could race a sign-out (401).
  preload: false,
  loader: ({ context: { queryClient, http } }) => queryClient.prefetchQuery(userSessionsQueryOptions(http)),
  head: () => ({ meta: [{ title: "Where you're signed in · Folio" }] }),
  pendingComponent: () => <Loading label="Loading where you're signed in…" />,
  component: SessionsPage,
});
