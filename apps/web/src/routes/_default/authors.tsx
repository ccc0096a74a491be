import {
  authorListQueryOptions,
  authorsHead,
  authorsListParams,
  AuthorsPage,
  AuthorsSearch,
  PeopleListingPageSkeleton,
} from '@folio/people';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /authors: the author grid with its genre, search text and page in the address. */
export const Route = createFileRoute('/_default/authors')({
  validateSearch: AuthorsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, http }, deps }) => {
    await queryClient.ensureQueryData(authorListQueryOptions(http, authorsListParams(deps)));
    return { head: authorsHead(deps) };
  },
  head: headFromLoader,
  pendingComponent: () => <PeopleListingPageSkeleton label="Loading authors" />,
  component: AuthorsRoute,
});

function AuthorsRoute() {
  return <AuthorsPage search={Route.useSearch()} />;
}
