import { ArticleSkeleton, loadPartner, PartnerPage, partnerHead } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /partners/{slug}: one partner's page. */
export const Route = createFileRoute('/_default/partners/$slug')({
  loader: async ({ context: { http }, params }) => {
    const { data } = await loadPartner(http, params.slug);
    return { partner: data, head: partnerHead(data) };
  },
  head: headFromLoader,
  pendingComponent: () => <ArticleSkeleton label="Loading partner" />,
  component: PartnerRoute,
  // Drawn from the page data in the HTML on a first visit: no query client, no second round trip.
  staticData: { withoutQueryClient: true },
});

function PartnerRoute() {
  return <PartnerPage partner={Route.useLoaderData().partner} />;
}
