import { ContentPageSkeleton, contentHead, ContentPageView, loadContentPage } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /terms/giveaways: a content page, its words in the database (`content_pages`, slug `terms-giveaways`). */
export const Route = createFileRoute('/_default/terms/giveaways')({
  loader: async ({ context: { http } }) => {
    const { data } = await loadContentPage(http, 'terms-giveaways');
    return { page: data, head: contentHead(data) };
  },
  head: headFromLoader,
  pendingComponent: () => <ContentPageSkeleton />,
  component: ContentRoute,
  // Drawn from the page data in the HTML on a first visit: no query client, no second round trip.
  staticData: { withoutQueryClient: true },
});

function ContentRoute() {
  return <ContentPageView page={Route.useLoaderData().page} />;
}
