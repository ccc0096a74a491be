import { ArticleSkeleton, PartnerPage, partnerHead, partnerQueryOptions } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';

/** /partners/{slug}: one partner's page. */
export const Route = createFileRoute('/_default/partners/$slug')({
  loader: ({ context: { queryClient, http }, params }) => queryClient.ensureQueryData(partnerQueryOptions(http, params.slug)),
  head: ({ loaderData }) => partnerHead(loaderData?.data),
  pendingComponent: () => <ArticleSkeleton label="Loading partner" />,
  component: PartnerRoute,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});

function PartnerRoute() {
  return <PartnerPage slug={Route.useParams().slug} />;
}
