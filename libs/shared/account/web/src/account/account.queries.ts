import type { HttpClient } from '@folio/http';
import { queryOptions } from '@tanstack/react-query';
import { fetchAddresses, fetchPreferences, fetchSocialAccounts, fetchUserSessions } from './account.api';
import { accountKeys } from './account.keys';

export function addressesQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: accountKeys.addresses(),
    queryFn: ({ signal }) => fetchAddresses(http, signal),
  });
}

export function preferencesQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: accountKeys.preferences(),
    queryFn: ({ signal }) => fetchPreferences(http, signal),
  });
}

export function socialAccountsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: accountKeys.socialAccounts(),
    queryFn: ({ signal }) => fetchSocialAccounts(http, signal),
  });
}

export function userSessionsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: ({ signal }) => fetchUserSessions(http, signal),
  });
}
