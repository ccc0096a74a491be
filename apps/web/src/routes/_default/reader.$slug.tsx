import { DetailPageSkeleton } from '@folio/catalog-kit';
import { loadReader, readerHead, ReaderPage } from '@folio/events';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /reader/{slug}: a reader's public page and the events they go to. */
export const Route = createFileRoute('/_default/reader/$slug')({
  loader: async ({ context: { http }, params }) => {
    const { data } = await loadReader(http, params.slug);
    return { reader: data, head: readerHead(data) };
  },
  head: headFromLoader,
  pendingComponent: () => <DetailPageSkeleton label="Loading reader" />,
  component: ReaderRoute,
  // Drawn from the page data in the HTML on a first visit; the save buttons on its cards wait for the query client.
  staticData: { withoutQueryClient: true },
});

function ReaderRoute() {
  return <ReaderPage reader={Route.useLoaderData().reader} />;
}
