import { ContentPageSkeleton, contentHead, contentPageQueryOptions, ContentPageView } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /for-organizers: a content page, its words in the database (`content_pages`, slug `for-organizers`). */
export const Route = createFileRoute('/_default/for-organizers')({
  loader: async ({ context: { queryClient, http } }) => {
    const { data } = await queryClient.ensureQueryData(contentPageQueryOptions(http, 'for-organizers'));
    return { head: contentHead(data) };
  },
  head: headFromLoader,
  pendingComponent: () => <ContentPageSkeleton />,
  component: () => <ContentPageView slug="for-organizers" />,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});
