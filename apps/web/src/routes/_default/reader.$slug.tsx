import { DetailPageSkeleton } from '@folio/catalog-kit';
import { readerHead, ReaderPage, readerQueryOptions } from '@folio/events';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /reader/{slug}: a reader's public page and the events they go to. */
export const Route = createFileRoute('/_default/reader/$slug')({
  loader: async ({ context: { queryClient, http }, params }) => {
    const { data } = await queryClient.ensureQueryData(readerQueryOptions(http, params.slug));
    return { head: readerHead(data) };
  },
  head: headFromLoader,
  pendingComponent: () => <DetailPageSkeleton label="Loading reader" />,
  component: ReaderRoute,
});

function ReaderRoute() {
  return <ReaderPage slug={Route.useParams().slug} />;
}
