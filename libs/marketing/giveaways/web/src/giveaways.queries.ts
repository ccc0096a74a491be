import type { HttpClient } from '@folio/http';
import { queryOptions } from '@tanstack/react-query';
import { fetchMyEntry } from './giveaways.api';

export const giveawayKeys = {
  all: ['marketing', 'giveaways'] as const,
  /** The signed-in reader's own entry, keyed by account so another account never sees it. */
  myEntry: (giveawayId: string, userId: string) => [...giveawayKeys.all, 'entry', giveawayId, userId] as const,
};

export function myEntryQueryOptions(http: HttpClient, giveawayId: string, userId: string) {
  return queryOptions({
    queryKey: giveawayKeys.myEntry(giveawayId, userId),
    queryFn: ({ signal }) => fetchMyEntry(http, giveawayId, { signal }),
  });
}
