import { ContentPageSkeleton, contentHead, contentPageQueryOptions, ContentPageView } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /for-authors/direct-sales: a content page, its words in the database (`content_pages`, slug `for-authors-direct-sales`). */
export const Route = createFileRoute('/_default/for-authors/direct-sales')({
  loader: async ({ context: { queryClient, http } }) => {
    const { data } = await queryClient.ensureQueryData(contentPageQueryOptions(http, 'for-authors-direct-sales'));
    return { head: contentHead(data) };
  },
  head: headFromLoader,
  pendingComponent: () => <ContentPageSkeleton />,
  component: () => <ContentPageView slug="for-authors-direct-sales" />,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});
