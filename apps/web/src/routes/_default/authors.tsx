import { ListingPageSkeleton } from '@folio/catalog-kit';
import { authorListQueryOptions, authorsHead, authorsListParams, AuthorsPage, AuthorsSearch } from '@folio/people';
import { createFileRoute } from '@tanstack/react-router';

/** /authors: the author grid with its genre, search text and page in the address. */
export const Route = createFileRoute('/_default/authors')({
  validateSearch: AuthorsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, http }, deps }) =>
    queryClient.ensureQueryData(authorListQueryOptions(http, authorsListParams(deps))),
  head: ({ match }) => authorsHead(match.search),
  pendingComponent: () => <ListingPageSkeleton label="Loading authors" shape="person" />,
  component: AuthorsRoute,
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
});

function AuthorsRoute() {
  return <AuthorsPage search={Route.useSearch()} />;
}
