import type { HttpClient } from '@folio/http';
import type { SavedList } from '@folio/saved-contract';
import { queryOptions } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import { fetchSaved, mergeSaved } from './saved.api';
import { guestSavesAtom } from './saved.atoms';

type JotaiStore = ReturnType<typeof createStore>;

export const savedKeys = {
  all: ['catalog', 'saved'] as const,
  list: () => [...savedKeys.all, 'list'] as const,
};

/**
 * The signed-in account's saved list. Saves a visitor made as a guest on this device are merged
 * into the account first (the merge is idempotent and answers the whole list), then cleared from
 * the device, so they move exactly once and nothing is lost if the merge fails.
 */
export function savedListQueryOptions(http: HttpClient, store: JotaiStore) {
  return queryOptions({
    queryKey: savedKeys.list(),
    queryFn: async ({ signal }): Promise<SavedList> => {
      const guest = store.get(guestSavesAtom);
      if (guest.length === 0) return fetchSaved(http, { signal });
      const merged = await mergeSaved(
        http,
        guest.map(({ kind, target_id, saved_at }) => ({ kind, target_id, saved_at })),
      );
      store.set(guestSavesAtom, []);
      return { data: merged.data };
    },
  });
}
