import { giveawaysHead, GiveawaysPage, GiveawaysPageSkeleton, giveawaysQueryOptions } from '@folio/giveaways';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /giveaways: open, upcoming and past giveaways of featured authors. */
export const Route = createFileRoute('/_default/giveaways')({
  loader: async ({ context: { queryClient, http } }) => {
    await queryClient.ensureQueryData(giveawaysQueryOptions(http));
    return { head: giveawaysHead() };
  },
  head: headFromLoader,
  pendingComponent: GiveawaysPageSkeleton,
  component: GiveawaysPage,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});
