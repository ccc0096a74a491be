import { ContentPageSkeleton, contentHead, contentPageQueryOptions, ContentPageView } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /for-authors/virtual-signings: a content page, its words in the database (`content_pages`, slug `for-authors-virtual-signings`). */
export const Route = createFileRoute('/_default/for-authors/virtual-signings')({
  loader: async ({ context: { queryClient, http } }) => {
    const { data } = await queryClient.ensureQueryData(contentPageQueryOptions(http, 'for-authors-virtual-signings'));
    return { head: contentHead(data) };
  },
  head: headFromLoader,
  pendingComponent: () => <ContentPageSkeleton />,
  component: () => <ContentPageView slug="for-authors-virtual-signings" />,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});
