import { ContentPageSkeleton, contentHead, contentPageQueryOptions, ContentPageView } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';

/** /for-vendors: a content page, its words in the database (`content_pages`, slug `for-vendors`). */
export const Route = createFileRoute('/_default/for-vendors')({
  loader: ({ context: { queryClient, http } }) => queryClient.ensureQueryData(contentPageQueryOptions(http, 'for-vendors')),
  head: ({ loaderData }) => contentHead(loaderData?.data),
  pendingComponent: () => <ContentPageSkeleton />,
  component: () => <ContentPageView slug="for-vendors" />,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});
