import type { HttpClient } from '@folio/http';
import type { SavedRef } from '@folio/saved-contract';
import { queryOptions } from '@tanstack/react-query';
import { fetchSaved, resolveSaved } from './saved.api';

export const savedKeys = {
  all: ['catalog', 'saved'] as const,
  list: () => [...savedKeys.all, 'list'] as const,
  /** The cards of a guest's saves, by the ids they name. */
  cards: (refs: readonly SavedRef[]) =>
    [...savedKeys.all, 'cards', refs.map(({ kind, target_id }) => `${kind}:${target_id}`)] as const,
  /** The mutation that moves a guest's saves into the account. */
  merge: () => [...savedKeys.all, 'merge'] as const,
};

/**
 * The signed-in account's saved list. It only reads: moving a guest's saves into the account is
 * `useMergeGuestSavesMutation`, which sets this list when it is done.
 */
export function savedListQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: savedKeys.list(),
    queryFn: ({ signal }) => fetchSaved(http, { signal }),
  });
}

/** The current cards of the saves a guest keeps on this device as ids (removed targets left out). */
export function savedCardsQueryOptions(http: HttpClient, refs: readonly SavedRef[]) {
  return queryOptions({
    queryKey: savedKeys.cards(refs),
    queryFn: ({ signal }) => resolveSaved(http, refs, { signal }),
  });
}
