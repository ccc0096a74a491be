import { ContentPageSkeleton, contentHead, contentPageQueryOptions, ContentPageView } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /for-vendors: a content page, its words in the database (`content_pages`, slug `for-vendors`). */
export const Route = createFileRoute('/_default/for-vendors')({
  loader: async ({ context: { queryClient, http } }) => {
    const { data } = await queryClient.ensureQueryData(contentPageQueryOptions(http, 'for-vendors'));
    return { head: contentHead(data) };
  },
  head: headFromLoader,
  pendingComponent: () => <ContentPageSkeleton />,
  component: () => <ContentPageView slug="for-vendors" />,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});
