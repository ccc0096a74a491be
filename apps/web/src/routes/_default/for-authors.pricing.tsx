import { ContentPageSkeleton, contentHead, contentPageQueryOptions, ContentPageView } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /for-authors/pricing: a content page, its words in the database (`content_pages`, slug `for-authors-pricing`). */
export const Route = createFileRoute('/_default/for-authors/pricing')({
  loader: async ({ context: { queryClient, http } }) => {
    const { data } = await queryClient.ensureQueryData(contentPageQueryOptions(http, 'for-authors-pricing'));
    return { head: contentHead(data) };
  },
  head: headFromLoader,
  pendingComponent: () => <ContentPageSkeleton />,
  component: () => <ContentPageView slug="for-authors-pricing" />,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});
