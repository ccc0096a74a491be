import { ContentPageSkeleton, contentHead, contentPageQueryOptions, ContentPageView } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /terms/giveaways: a content page, its words in the database (`content_pages`, slug `terms-giveaways`). */
export const Route = createFileRoute('/_default/terms/giveaways')({
  loader: async ({ context: { queryClient, http } }) => {
    const { data } = await queryClient.ensureQueryData(contentPageQueryOptions(http, 'terms-giveaways'));
    return { head: contentHead(data) };
  },
  head: headFromLoader,
  pendingComponent: () => <ContentPageSkeleton />,
  component: () => <ContentPageView slug="terms-giveaways" />,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});
