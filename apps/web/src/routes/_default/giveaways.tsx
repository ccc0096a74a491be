import { giveawaysHead, GiveawaysPage, GiveawaysPageSkeleton, loadGiveaways } from '@folio/giveaways';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /giveaways: open, upcoming and past giveaways of featured authors. */
export const Route = createFileRoute('/_default/giveaways')({
  loader: async ({ context: { http } }) => ({ giveaways: (await loadGiveaways(http)).data, head: giveawaysHead() }),
  head: headFromLoader,
  pendingComponent: GiveawaysPageSkeleton,
  component: GiveawaysRoute,
  // Drawn from the page data in the HTML on a first visit: no query client, no second round trip.
  staticData: { withoutQueryClient: true },
});

function GiveawaysRoute() {
  return <GiveawaysPage giveaways={Route.useLoaderData().giveaways} />;
}
