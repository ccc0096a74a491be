import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@folio/http';
import { fetchDevMailbox } from './dev-mailbox.api';

export const devMailboxKeys = { list: () => ['dev', 'mailbox'] as const };

export function devMailboxQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: devMailboxKeys.list(),
    queryFn: ({ signal }) => fetchDevMailbox(http, signal),
    staleTime: 0,
  });
}
