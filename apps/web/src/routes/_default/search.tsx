import { searchHead, SearchPage, SearchPageSearch } from '@folio/search';
import { createFileRoute } from '@tanstack/react-router';

/** /search?q=: every kind of result for the words in the address. */
export const Route = createFileRoute('/_default/search')({
  validateSearch: SearchPageSearch,
  head: ({ match }) => searchHead(match.search),
  component: SearchRoute,
});

function SearchRoute() {
  return <SearchPage search={Route.useSearch()} />;
}
