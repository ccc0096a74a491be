import { ContentPageSkeleton, contentHead, contentPageQueryOptions, ContentPageView } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';

/** /terms/giveaways: a content page, its words in the database (`content_pages`, slug `terms-giveaways`). */
export const Route = createFileRoute('/_default/terms/giveaways')({
  loader: ({ context: { queryClient, http } }) => queryClient.ensureQueryData(contentPageQueryOptions(http, 'terms-giveaways')),
  head: ({ loaderData }) => contentHead(loaderData?.data),
  pendingComponent: () => <ContentPageSkeleton />,
  component: () => <ContentPageView slug="terms-giveaways" />,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});
