import { ContentPageSkeleton, contentHead, contentPageQueryOptions, ContentPageView } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /for-readers: a content page, its words in the database (`content_pages`, slug `for-readers`). */
export const Route = createFileRoute('/_default/for-readers')({
  loader: async ({ context: { queryClient, http } }) => {
    const { data } = await queryClient.ensureQueryData(contentPageQueryOptions(http, 'for-readers'));
    return { head: contentHead(data) };
  },
  head: headFromLoader,
  pendingComponent: () => <ContentPageSkeleton />,
  component: () => <ContentPageView slug="for-readers" />,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});
