import { DetailPageSkeleton } from '@folio/catalog-kit';
import { giveawayHead, GiveawayPage, loadGiveaway } from '@folio/giveaways';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /giveaway/{author-name}: a featured author's giveaway, its entry form and its public draw. */
export const Route = createFileRoute('/_default/giveaway/$authorName')({
  loader: async ({ context: { http }, params }) => {
    const { data } = await loadGiveaway(http, params.authorName);
    return { giveaway: data, head: giveawayHead(data) };
  },
  head: headFromLoader,
  pendingComponent: () => <DetailPageSkeleton label="Loading giveaway" />,
  component: GiveawayRoute,
  // Drawn from the page data in the HTML on a first visit; only the entry form waits for the query client.
  staticData: { withoutQueryClient: true },
});

function GiveawayRoute() {
  return <GiveawayPage giveaway={Route.useLoaderData().giveaway} authorSlug={Route.useParams().authorName} />;
}
