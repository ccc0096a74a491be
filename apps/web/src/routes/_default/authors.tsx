import {
  authorListQueryOptions,
  authorsHead,
  authorsListParams,
  AuthorsPage,
  AuthorsSearch,
  PeopleListingPageSkeleton,
} from '@folio/people';
import { createFileRoute } from '@tanstack/react-router';

/** /authors: the author grid with its genre, search text and page in the address. */
export const Route = createFileRoute('/_default/authors')({
  validateSearch: AuthorsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, http }, deps }) =>
    queryClient.ensureQueryData(authorListQueryOptions(http, authorsListParams(deps))),
  head: ({ match }) => authorsHead(match.search),
  pendingComponent: () => <PeopleListingPageSkeleton label="Loading authors" />,
  component: AuthorsRoute,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});

function AuthorsRoute() {
  return <AuthorsPage search={Route.useSearch()} />;
}
