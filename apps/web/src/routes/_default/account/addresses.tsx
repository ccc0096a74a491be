import { AddressesPage, addressesQueryOptions } from '@folio/account';
import { Loading } from '@folio/auth';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/account/addresses')({
  // Personal data is never fetched ahead on hover: such a preload could race a sign-out (401).
  preload: false,
  loader: ({ context: { queryClient, http } }) => queryClient.ensureQueryData(addressesQueryOptions(http)),
  head: () => ({ meta: [{ title: 'Addresses · Folio' }] }),
  pendingComponent: () => <Loading label="Loading your addresses…" />,
  component: AddressesPage,
});
