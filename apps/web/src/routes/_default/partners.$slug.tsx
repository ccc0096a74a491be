import { ArticleSkeleton, PartnerPage, partnerHead, partnerQueryOptions } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /partners/{slug}: one partner's page. */
export const Route = createFileRoute('/_default/partners/$slug')({
  loader: async ({ context: { queryClient, http }, params }) => {
    const { data } = await queryClient.ensureQueryData(partnerQueryOptions(http, params.slug));
    return { head: partnerHead(data) };
  },
  head: headFromLoader,
  pendingComponent: () => <ArticleSkeleton label="Loading partner" />,
  component: PartnerRoute,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});

function PartnerRoute() {
  return <PartnerPage slug={Route.useParams().slug} />;
}
