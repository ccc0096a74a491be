import { ContentPageSkeleton, contentHead, ContentPageView, loadContentPage } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';

/** /privacy: a content page, its words in the database (`content_pages`, slug `privacy`). */
export const Route = createFileRoute('/_default/privacy')({
  loader: ({ context: { http } }) => loadContentPage(http, 'privacy'),
  head: ({ loaderData }) => contentHead(loaderData?.data),
  pendingComponent: () => <ContentPageSkeleton />,
  component: ContentRoute,
  // Drawn from the page data in the HTML on a first visit: no query client, no second round trip.
  staticData: { withoutQueryClient: true },
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});

function ContentRoute() {
  return <ContentPageView page={Route.useLoaderData().data} />;
}
