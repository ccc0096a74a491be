import { DetailPageSkeleton } from '@folio/catalog-kit';
import { authorHead, AuthorLayout, authorQueryOptions } from '@folio/people';
import { createFileRoute } from '@tanstack/react-router';

/** /author/{slug}: the author's header, follow button and tabs around overview, about and stores. */
export const Route = createFileRoute('/_default/author/$slug')({
  loader: ({ context: { queryClient, http }, params }) =>
    queryClient.ensureQueryData(authorQueryOptions(http, params.slug)),
  head: ({ loaderData }) => authorHead(loaderData?.data),
  pendingComponent: () => <DetailPageSkeleton label="Loading author" />,
  component: AuthorRoute,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});

function AuthorRoute() {
  return <AuthorLayout slug={Route.useParams().slug} />;
}
