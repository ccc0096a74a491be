import { ContentPageSkeleton, contentHead, contentPageQueryOptions, ContentPageView } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';

/** /for-authors/virtual-signings: a content page, its words in the database (`content_pages`, slug `for-authors-virtual-signings`). */
export const Route = createFileRoute('/_default/for-authors/virtual-signings')({
  loader: ({ context: { queryClient, http } }) => queryClient.ensureQueryData(contentPageQueryOptions(http, 'for-authors-virtual-signings')),
  head: ({ loaderData }) => contentHead(loaderData?.data),
  pendingComponent: () => <ContentPageSkeleton />,
  component: () => <ContentPageView slug="for-authors-virtual-signings" />,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});
