import { ContentPageSkeleton, contentHead, contentPageQueryOptions, ContentPageView } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';

/** /for-organizers: a content page, its words in the database (`content_pages`, slug `for-organizers`). */
export const Route = createFileRoute('/_default/for-organizers')({
  loader: ({ context: { queryClient, http } }) => queryClient.ensureQueryData(contentPageQueryOptions(http, 'for-organizers')),
  head: ({ loaderData }) => contentHead(loaderData?.data),
  pendingComponent: () => <ContentPageSkeleton />,
  component: () => <ContentPageView slug="for-organizers" />,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});
