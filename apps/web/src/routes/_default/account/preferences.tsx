import { PreferencesPage, preferencesQueryOptions } from '@folio/account';
import { Loading } from '@folio/auth';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/account/preferences')({
  loader: ({ context: { queryClient, http } }) => queryClient.ensureQueryData(preferencesQueryOptions(http)),
  head: () => ({ meta: [{ title: 'Preferences · Folio' }] }),
  pendingComponent: () => <Loading label="Loading your preferences…" />,
  component: PreferencesPage,
  codeSplitGroupings: [['loader', 'component']],
});
