import { DetailPageSkeleton } from '@folio/catalog-kit';
import { authorHead, AuthorLayout, loadAuthor } from '@folio/people';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /author/{slug}: the author's header, follow button and tabs around overview, about and stores. */
export const Route = createFileRoute('/_default/author/$slug')({
  loader: async ({ context: { http }, params }) => {
    const { data } = await loadAuthor(http, params.slug);
    return { author: data, head: authorHead(data) };
  },
  // Read once for the author's tabs: moving between them within this time reads nothing again.
  staleTime: 30_000,
  head: headFromLoader,
  pendingComponent: () => <DetailPageSkeleton label="Loading author" />,
  component: AuthorRoute,
  // Drawn from the page data in the HTML on a first visit; following, the events and the stores wait for the query client.
  staticData: { withoutQueryClient: true },
});

function AuthorRoute() {
  return <AuthorLayout author={Route.useLoaderData().author} />;
}
