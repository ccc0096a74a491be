import {
  authorsHead,
  LazyAuthorsPage,
  prefetchAuthorsPage,
  PeopleListingPageSkeleton,
  AuthorsSearch,
} from '@folio/people';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /authors: the author grid with its genre, search text and page in the address. */
export const Route = createFileRoute('/_default/authors')({
  validateSearch: AuthorsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    // Once the query client is there (any visit after the first page), the list is read before the
    // page shows, as before. A first visit draws the skeleton at once and the page reads it.
    if (context.queryClient) await prefetchAuthorsPage(context.queryClient, context.http, deps);
    return { head: authorsHead(deps) };
  },
  head: headFromLoader,
  pendingComponent: () => <PeopleListingPageSkeleton label="Loading authors" />,
  component: AuthorsRoute,
  staticData: { withoutQueryClient: true },
});

function AuthorsRoute() {
  return <LazyAuthorsPage search={Route.useSearch()} />;
}
