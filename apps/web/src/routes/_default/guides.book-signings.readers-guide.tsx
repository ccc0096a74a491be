import { ContentPageSkeleton, contentHead, contentPageQueryOptions, ContentPageView } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /guides/book-signings/readers-guide: a content page, its words in the database (`content_pages`, slug `readers-guide`). */
export const Route = createFileRoute('/_default/guides/book-signings/readers-guide')({
  loader: async ({ context: { queryClient, http } }) => {
    const { data } = await queryClient.ensureQueryData(contentPageQueryOptions(http, 'readers-guide'));
    return { head: contentHead(data) };
  },
  head: headFromLoader,
  pendingComponent: () => <ContentPageSkeleton />,
  component: () => <ContentPageView slug="readers-guide" />,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});
