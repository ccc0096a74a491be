import { ArticleSkeleton, loadPartner, PartnerPage, partnerHead } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';

/** /partners/{slug}: one partner's page. */
export const Route = createFileRoute('/_default/partners/$slug')({
  loader: ({ context: { http }, params }) => loadPartner(http, params.slug),
  head: ({ loaderData }) => partnerHead(loaderData?.data),
  pendingComponent: () => <ArticleSkeleton label="Loading partner" />,
  component: PartnerRoute,
  // Drawn from the page data in the HTML on a first visit: no query client, no second round trip.
  staticData: { withoutQueryClient: true },
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});

function PartnerRoute() {
  return <PartnerPage partner={Route.useLoaderData().data} />;
}
