import { ContentPageSkeleton, contentHead, contentPageQueryOptions, ContentPageView } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';

/** /about: a content page, its words in the database (`content_pages`, slug `about`). */
export const Route = createFileRoute('/_default/about')({
  loader: ({ context: { queryClient, http } }) => queryClient.ensureQueryData(contentPageQueryOptions(http, 'about')),
  head: ({ loaderData }) => contentHead(loaderData?.data),
  pendingComponent: () => <ContentPageSkeleton />,
  component: () => <ContentPageView slug="about" />,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});
