import { ContentPageSkeleton, contentHead, contentPageQueryOptions, partnerListQueryOptions, PartnersPage } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /partners: the page's copy (`content_pages`, slug `partners`) and the partners. */
export const Route = createFileRoute('/_default/partners/')({
  loader: async ({ context: { queryClient, http } }) => {
    const [page] = await Promise.all([
      queryClient.ensureQueryData(contentPageQueryOptions(http, 'partners')),
      queryClient.ensureQueryData(partnerListQueryOptions(http)),
    ]);
    return { head: contentHead(page.data) };
  },
  head: headFromLoader,
  pendingComponent: () => <ContentPageSkeleton label="Loading partners" />,
  component: PartnersPage,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});
