import { useHttp } from '@folio/http/router';
import { errorMessage, errorStatus } from '@folio/http';
import type { GuestSave, SavedList } from '@folio/saved-contract';
import { notify } from '@folio/ui-kit/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { deleteSaved, mergeSaved, putSaved } from './saved.api';
import { guestSavesAtom } from './saved.atoms';
import { confirmSaveChange } from './saved.notices';
import { savedKeys } from './saved.queries';
import { targetName, toSavedItem, withSaved, type SaveTarget } from './save-target';

export interface SaveChange {
  target: SaveTarget;
  /** True to save (follow), false to remove (unfollow). */
  save: boolean;
}

/**
 * Saves or removes an item on the account. The saved list changes at once; a notice confirms once
 * the server agrees. If it refuses, the list goes back to what it was and a notice says why (the
 * server's message when it sent one).
 */
export function useSaveMutation() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ target, save }: SaveChange) => {
      if (save) await putSaved(http, target.kind, target.item.id);
      else await deleteSaved(http, target.kind, target.item.id);
    },
    onMutate: async ({ target, save }: SaveChange) => {
      await queryClient.cancelQueries({ queryKey: savedKeys.list() });
      const previous = queryClient.getQueryData<SavedList>(savedKeys.list());
      if (previous)
        queryClient.setQueryData<SavedList>(savedKeys.list(), {
          data: withSaved(previous.data, target, save ? toSavedItem(target) : null),
        });
      return { previous };
    },
    onSuccess: (_answer, { target, save }) => confirmSaveChange(target, save),
    onError: (error, { target, save }, context) => {
      if (context?.previous) queryClient.setQueryData(savedKeys.list(), context.previous);
      const name = targetName(target);
      const fallback = save ? `Could not save ${name}.` : `Could not remove ${name} from your saved list.`;
      // A refusal with the server's words says why; without an answer (offline) the item is named.
      const message = errorStatus(error) === undefined ? fallback : errorMessage(error, fallback);
      void notify(message, {
        tone: 'error',
        description: 'Nothing was changed. Please try again.',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.list() }),
  });
}

/**
 * Moves the saves a visitor made as a guest on this device into their account, after sign-in
 * (`POST /api/catalog/saved/merge`, idempotent on the server). Only once the server has them are
 * they cleared from the device, and the account's list becomes the merged one; if the merge fails
 * they stay on the device for the next try, and the account's list is read again.
 */
export function useMergeGuestSavesMutation() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const setGuestSaves = useSetAtom(guestSavesAtom);
  return useMutation({
    mutationKey: savedKeys.merge(),
    mutationFn: (items: readonly GuestSave[]) => mergeSaved(http, items),
    // A list read already on its way would answer without the merged saves.
    onMutate: () => queryClient.cancelQueries({ queryKey: savedKeys.list() }),
    onSuccess: ({ data }, sent) => {
      const moved = new Set(sent.map(({ kind, target_id }) => `${kind}:${target_id}`));
      // Saves added on the device while the merge was on its way stay for the next one.
      setGuestSaves((list) => list.filter(({ kind, target_id }) => !moved.has(`${kind}:${target_id}`)));
      queryClient.setQueryData<SavedList>(savedKeys.list(), { data });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: savedKeys.list() }),
  });
}
