import { ContentPageSkeleton, contentHead, contentPageQueryOptions, ContentPageView } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';

/** /for-readers: a content page, its words in the database (`content_pages`, slug `for-readers`). */
export const Route = createFileRoute('/_default/for-readers')({
  loader: ({ context: { queryClient, http } }) => queryClient.ensureQueryData(contentPageQueryOptions(http, 'for-readers')),
  head: ({ loaderData }) => contentHead(loaderData?.data),
  pendingComponent: () => <ContentPageSkeleton />,
  component: () => <ContentPageView slug="for-readers" />,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});
