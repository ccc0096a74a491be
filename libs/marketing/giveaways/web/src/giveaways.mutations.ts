import type { EnterGiveawayInput } from '@folio/giveaways-contract';
import { useHttp } from '@folio/http/router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { postEntry } from './giveaways.api';
import { giveawayKeys } from './giveaways.queries';

/** Enters a giveaway; the reader's entry shows at once, and the page's counts are read again. */
export function useEnterGiveaway(giveawayId: string, userId: string) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: (input: EnterGiveawayInput) => postEntry(http, giveawayId, input),
    onSuccess: async (entry) => {
      queryClient.setQueryData(giveawayKeys.myEntry(giveawayId, userId), entry);
      // The giveaway pages read through their route loaders: loading them again refreshes the counts.
      await router.invalidate();
    },
  });
}
