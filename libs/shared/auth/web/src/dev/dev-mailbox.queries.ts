import { queryOptions } from '@tanstack/react-query';
import type { AuthHttp } from '../user/auth-http';
import { fetchDevMailbox } from './dev-mailbox.api';

export const devMailboxKeys = { list: () => ['dev', 'mailbox'] as const };

export function devMailboxQueryOptions(http: AuthHttp) {
  return queryOptions({
    queryKey: devMailboxKeys.list(),
    queryFn: ({ signal }) => fetchDevMailbox(http, signal),
    staleTime: 0,
  });
}
