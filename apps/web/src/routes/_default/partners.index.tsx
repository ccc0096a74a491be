import { ContentPageSkeleton, contentHead, loadPartners, PartnersPage } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /partners: the page's copy (`content_pages`, slug `partners`) and the partners. */
export const Route = createFileRoute('/_default/partners/')({
  loader: async ({ context: { http } }) => {
    const { page, partners } = await loadPartners(http);
    return { page: page.data, partners, head: contentHead(page.data) };
  },
  head: headFromLoader,
  pendingComponent: () => <ContentPageSkeleton label="Loading partners" />,
  component: PartnersRoute,
  // Drawn from the page data in the HTML on a first visit: no query client, no second round trip.
  staticData: { withoutQueryClient: true },
});

function PartnersRoute() {
  const { page, partners } = Route.useLoaderData();
  return <PartnersPage page={page} partners={partners} />;
}
