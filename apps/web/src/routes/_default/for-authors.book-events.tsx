import { ContentPageSkeleton, contentHead, contentPageQueryOptions, ContentPageView } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /for-authors/book-events: a content page, its words in the database (`content_pages`, slug `for-authors-book-events`). */
export const Route = createFileRoute('/_default/for-authors/book-events')({
  loader: async ({ context: { queryClient, http } }) => {
    const { data } = await queryClient.ensureQueryData(contentPageQueryOptions(http, 'for-authors-book-events'));
    return { head: contentHead(data) };
  },
  head: headFromLoader,
  pendingComponent: () => <ContentPageSkeleton />,
  component: () => <ContentPageView slug="for-authors-book-events" />,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});
