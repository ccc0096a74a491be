import { ContentPageSkeleton, contentHead, contentPageQueryOptions, ContentPageView } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';

/** /for-authors/pricing: a content page, its words in the database (`content_pages`, slug `for-authors-pricing`). */
export const Route = createFileRoute('/_default/for-authors/pricing')({
  loader: ({ context: { queryClient, http } }) => queryClient.ensureQueryData(contentPageQueryOptions(http, 'for-authors-pricing')),
  head: ({ loaderData }) => contentHead(loaderData?.data),
  pendingComponent: () => <ContentPageSkeleton />,
  component: () => <ContentPageView slug="for-authors-pricing" />,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});
