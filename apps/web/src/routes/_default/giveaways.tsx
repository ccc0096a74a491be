import { giveawaysHead, GiveawaysPage, GiveawaysPageSkeleton, giveawaysQueryOptions } from '@folio/giveaways';
import { createFileRoute } from '@tanstack/react-router';

/** /giveaways: open, upcoming and past giveaways of featured authors. */
export const Route = createFileRoute('/_default/giveaways')({
  loader: ({ context: { queryClient, http } }) => queryClient.ensureQueryData(giveawaysQueryOptions(http)),
  head: () => giveawaysHead(),
  pendingComponent: GiveawaysPageSkeleton,
  component: GiveawaysPage,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});
