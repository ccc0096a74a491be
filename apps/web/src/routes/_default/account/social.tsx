import { SocialAccountsPage, socialAccountsQueryOptions } from '@folio/account';
import { Loading, SocialAccountsSearch, socialProvidersQueryOptions } from '@folio/auth';
import { createFileRoute } from '@tanstack/react-router';

/** Connected accounts; the API's connect callback lands here with `?connected=` or `?error=`. */
export const Route = createFileRoute('/_default/account/social')({
  validateSearch: SocialAccountsSearch,
  // Personal data is never fetched ahead on hover: such a preload could race a sign-out (401).
  preload: false,
  loader: ({ context: { queryClient, http } }) =>
    Promise.all([
      queryClient.ensureQueryData(socialAccountsQueryOptions(http)),
      queryClient.ensureQueryData(socialProvidersQueryOptions(http)),
    ]),
  head: () => ({ meta: [{ title: 'Connected accounts · Folio' }] }),
  pendingComponent: () => <Loading label="Loading your connected accounts…" />,
  component: SocialRoute,
});

function SocialRoute() {
  const { connected, error } = Route.useSearch();
  return <SocialAccountsPage connected={connected} error={error} />;
}
