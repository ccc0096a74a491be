import { searchHead, SearchPage, SearchPageSearch } from '@folio/search';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /search?q=: every kind of result for the words in the address. */
export const Route = createFileRoute('/_default/search')({
  // Drawn without waiting for the query client: the results load and wait for it.
  staticData: { withoutQueryClient: true },
  validateSearch: SearchPageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => ({ head: searchHead(deps) }),
  head: headFromLoader,
  component: SearchRoute,
  // The loader only works out the head (see route-head.ts); it loads with the page.
});

function SearchRoute() {
  return <SearchPage search={Route.useSearch()} />;
}
