import { DetailPageSkeleton } from '@folio/catalog-kit';
import { authorHead, AuthorLayout, authorQueryOptions } from '@folio/people';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /author/{slug}: the author's header, follow button and tabs around overview, about and stores. */
export const Route = createFileRoute('/_default/author/$slug')({
  loader: async ({ context: { queryClient, http }, params }) => {
    const { data } = await queryClient.ensureQueryData(authorQueryOptions(http, params.slug));
    return { head: authorHead(data) };
  },
  head: headFromLoader,
  pendingComponent: () => <DetailPageSkeleton label="Loading author" />,
  component: AuthorRoute,
});

function AuthorRoute() {
  return <AuthorLayout slug={Route.useParams().slug} />;
}
