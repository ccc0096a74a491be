import { useHttp } from '@folio/http/router';
import { errorMessage, errorStatus } from '@folio/http';
import type { SavedList } from '@folio/saved-contract';
import { notify } from '@folio/ui-kit/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteSaved, putSaved } from './saved.api';
import { savedKeys } from './saved.queries';
import { targetName, withSaved, type SaveTarget } from './save-target';

export interface SaveChange {
  target: SaveTarget;
  /** True to save (follow), false to remove (unfollow). */
  save: boolean;
}

/**
 * Saves or removes an item on the account. The saved list changes at once; if the server refuses,
 * it goes back to what it was and a notice says why (the server's message when it sent one).
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
        queryClient.setQueryData<SavedList>(savedKeys.list(), { data: withSaved(previous.data, target, save) });
      return { previous };
    },
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
