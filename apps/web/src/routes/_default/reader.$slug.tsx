import { DetailPageSkeleton } from '@folio/catalog-kit';
import { readerHead, ReaderPage, readerQueryOptions } from '@folio/events';
import { createFileRoute } from '@tanstack/react-router';

/** /reader/{slug}: a reader's public page and the events they go to. */
export const Route = createFileRoute('/_default/reader/$slug')({
  loader: ({ context: { queryClient, http }, params }) =>
    queryClient.ensureQueryData(readerQueryOptions(http, params.slug)),
  head: ({ loaderData }) => readerHead(loaderData?.data),
  pendingComponent: () => <DetailPageSkeleton label="Loading reader" />,
  component: ReaderRoute,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});

function ReaderRoute() {
  return <ReaderPage slug={Route.useParams().slug} />;
}
