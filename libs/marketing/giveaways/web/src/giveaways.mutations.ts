import type { EnterGiveawayInput } from '@folio/giveaways-contract';
import { useHttp } from '@folio/http/router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postEntry } from './giveaways.api';
import { giveawayKeys } from './giveaways.queries';

/** Enters a giveaway; the reader's entry shows at once, and the counts are read again. */
export function useEnterGiveaway(giveawayId: string, userId: string) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EnterGiveawayInput) => postEntry(http, giveawayId, input),
    onSuccess: async (entry) => {
      queryClient.setQueryData(giveawayKeys.myEntry(giveawayId, userId), entry);
      await queryClient.invalidateQueries({ queryKey: giveawayKeys.all, refetchType: 'active', predicate: (query) => query.queryKey[2] !== 'entry' });
    },
  });
}
