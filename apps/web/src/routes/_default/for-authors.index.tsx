import { ContentPageSkeleton, contentHead, contentPageQueryOptions, ContentPageView } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';

/** /for-authors: a content page, its words in the database (`content_pages`, slug `for-authors`). */
export const Route = createFileRoute('/_default/for-authors/')({
  loader: ({ context: { queryClient, http } }) => queryClient.ensureQueryData(contentPageQueryOptions(http, 'for-authors')),
  head: ({ loaderData }) => contentHead(loaderData?.data),
  pendingComponent: () => <ContentPageSkeleton />,
  component: () => <ContentPageView slug="for-authors" />,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});
