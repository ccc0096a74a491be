import { queryOptions } from '@tanstack/react-query';
import type { AuthHttp } from '../user/auth-http';
import { accountKeys } from '../user/user.keys';
import { fetchAddresses, fetchPreferences, fetchSocialAccounts } from './account.api';

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
