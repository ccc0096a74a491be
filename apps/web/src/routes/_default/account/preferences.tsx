import { PreferencesPage, preferencesQueryOptions } from '@folio/account';
import { Loading } from '@folio/auth';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/account/preferences')({
  // Personal data is never fetched ahead on hover: such a preload could race a sign-out (401).
  preload: false,
  loader: ({ context: { queryClient, http } }) => queryClient.ensureQueryData(preferencesQueryOptions(http)),
  head: () => ({ meta: [{ title: 'Preferences · Folio' }] }),
  pendingComponent: () => <Loading label="Loading your preferences…" />,
  component: PreferencesPage,
});
