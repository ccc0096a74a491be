import { ContentPageSkeleton, contentHead, contentPageQueryOptions, ContentPageView } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';

/** /guides/book-signings/readers-guide: a content page, its words in the database (`content_pages`, slug `readers-guide`). */
export const Route = createFileRoute('/_default/guides/book-signings/readers-guide')({
  loader: ({ context: { queryClient, http } }) => queryClient.ensureQueryData(contentPageQueryOptions(http, 'readers-guide')),
  head: ({ loaderData }) => contentHead(loaderData?.data),
  pendingComponent: () => <ContentPageSkeleton />,
  component: () => <ContentPageView slug="readers-guide" />,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});
