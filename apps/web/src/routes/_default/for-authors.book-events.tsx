import { ContentPageSkeleton, contentHead, contentPageQueryOptions, ContentPageView } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';

/** /for-authors/book-events: a content page, its words in the database (`content_pages`, slug `for-authors-book-events`). */
export const Route = createFileRoute('/_default/for-authors/book-events')({
  loader: ({ context: { queryClient, http } }) => queryClient.ensureQueryData(contentPageQueryOptions(http, 'for-authors-book-events')),
  head: ({ loaderData }) => contentHead(loaderData?.data),
  pendingComponent: () => <ContentPageSkeleton />,
  component: () => <ContentPageView slug="for-authors-book-events" />,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});
