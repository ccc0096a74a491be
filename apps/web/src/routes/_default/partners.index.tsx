import { ContentPageSkeleton, contentHead, loadPartners, PartnersPage } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';

/** /partners: the page's copy (`content_pages`, slug `partners`) and the partners. */
export const Route = createFileRoute('/_default/partners/')({
  loader: ({ context: { http } }) => loadPartners(http),
  head: ({ loaderData }) => contentHead(loaderData?.page.data),
  pendingComponent: () => <ContentPageSkeleton label="Loading partners" />,
  component: PartnersRoute,
  // Drawn from the page data in the HTML on a first visit: no query client, no second round trip.
  staticData: { withoutQueryClient: true },
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});

function PartnersRoute() {
  const { page, partners } = Route.useLoaderData();
  return <PartnersPage page={page.data} partners={partners} />;
}
