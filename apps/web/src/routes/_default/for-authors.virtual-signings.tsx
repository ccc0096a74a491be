import { ContentPageSkeleton, contentHead, ContentPageView, loadContentPage } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /for-authors/virtual-signings: a content page, its words in the database (`content_pages`, slug `for-authors-virtual-signings`). */
export const Route = createFileRoute('/_default/for-authors/virtual-signings')({
  loader: async ({ context: { http } }) => {
    const { data } = await loadContentPage(http, 'for-authors-virtual-signings');
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
