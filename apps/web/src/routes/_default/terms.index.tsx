import { ContentPageSkeleton, contentHead, contentPageQueryOptions, ContentPageView } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';

/** /terms: a content page, its words in the database (`content_pages`, slug `terms`). */
export const Route = createFileRoute('/_default/terms/')({
  loader: ({ context: { queryClient, http } }) => queryClient.ensureQueryData(contentPageQueryOptions(http, 'terms')),
  head: ({ loaderData }) => contentHead(loaderData?.data),
  pendingComponent: () => <ContentPageSkeleton />,
  component: () => <ContentPageView slug="terms" />,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});
