import type { HttpClient } from '@folio/http';
import { queryOptions } from '@tanstack/react-query';
import { fetchGiveaway, fetchMyEntry } from './giveaways.api';

export const giveawayKeys = {
  all: ['marketing', 'giveaways'] as const,
  byAuthor: (authorSlug: string) => [...giveawayKeys.all, 'author', authorSlug] as const,
  /** The signed-in reader's own entry, keyed by account so another account never sees it. */
  myEntry: (giveawayId: string, userId: string) => [...giveawayKeys.all, 'entry', giveawayId, userId] as const,
};

export function giveawayQueryOptions(http: HttpClient, authorSlug: string) {
  return queryOptions({ queryKey: giveawayKeys.byAuthor(authorSlug), queryFn: ({ signal }) => fetchGiveaway(http, authorSlug, { signal }) });
}

export function myEntryQueryOptions(http: HttpClient, giveawayId: string, userId: string) {
  return queryOptions({ queryKey: giveawayKeys.myEntry(giveawayId, userId), queryFn: ({ signal }) => fetchMyEntry(http, giveawayId, { signal }) });
}
