import type { AuthHttp } from '@folio/auth';
import { queryOptions } from '@tanstack/react-query';
import { fetchAddresses, fetchPreferences, fetchSocialAccounts } from './account.api';
import { accountKeys } from './account.keys';

export function addressesQueryOptions(http: AuthHttp) {
  return queryOptions({
    queryKey: accountKeys.addresses(),
    queryFn: ({ signal }) => fetchAddresses(http, signal),
  });
}

export function preferencesQueryOptions(http: AuthHttp) {
  return queryOptions({
    queryKey: accountKeys.preferences(),
    queryFn: ({ signal }) => fetchPreferences(http, signal),
  });
}

export function socialAccountsQueryOptions(http: AuthHttp) {
  return queryOptions({
    queryKey: accountKeys.socialAccounts(),
    queryFn: ({ signal }) => fetchSocialAccounts(http, signal),
  });
}
