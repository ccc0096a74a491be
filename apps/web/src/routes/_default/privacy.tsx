import { ContentPageSkeleton, contentHead, contentPageQueryOptions, ContentPageView } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';

/** /privacy: a content page, its words in the database (`content_pages`, slug `privacy`). */
export const Route = createFileRoute('/_default/privacy')({
  loader: ({ context: { queryClient, http } }) => queryClient.ensureQueryData(contentPageQueryOptions(http, 'privacy')),
  head: ({ loaderData }) => contentHead(loaderData?.data),
  pendingComponent: () => <ContentPageSkeleton />,
  component: () => <ContentPageView slug="privacy" />,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});
