import { DetailPageSkeleton } from '@folio/catalog-kit';
import { giveawayHead, GiveawayPage, giveawayQueryOptions } from '@folio/giveaways';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /giveaway/{author-name}: a featured author's giveaway, its entry form and its public draw. */
export const Route = createFileRoute('/_default/giveaway/$authorName')({
  loader: async ({ context: { queryClient, http }, params }) => {
    const giveaway = await queryClient.ensureQueryData(giveawayQueryOptions(http, params.authorName));
    return { head: giveawayHead(giveaway) };
  },
  head: headFromLoader,
  pendingComponent: () => <DetailPageSkeleton label="Loading giveaway" />,
  component: GiveawayRoute,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});

function GiveawayRoute() {
  return <GiveawayPage authorSlug={Route.useParams().authorName} />;
}
