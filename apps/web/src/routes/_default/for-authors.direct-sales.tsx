import { ContentPageSkeleton, contentHead, contentPageQueryOptions, ContentPageView } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';

/** /for-authors/direct-sales: a content page, its words in the database (`content_pages`, slug `for-authors-direct-sales`). */
export const Route = createFileRoute('/_default/for-authors/direct-sales')({
  loader: ({ context: { queryClient, http } }) => queryClient.ensureQueryData(contentPageQueryOptions(http, 'for-authors-direct-sales')),
  head: ({ loaderData }) => contentHead(loaderData?.data),
  pendingComponent: () => <ContentPageSkeleton />,
  component: () => <ContentPageView slug="for-authors-direct-sales" />,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});
