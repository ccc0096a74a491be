// Public API of @folio/search: the catalog-wide search in the browser: the header's launcher and
// panel, the /search page, their data access and the search params of the route.
export { fetchSearch } from './search.api';
export type { SearchParams } from './search.api';
export { searchKeys, searchQueryOptions } from './search.queries';
export { SearchPageSearch } from './search-search';
export { searchPageParams } from './search.params';
export { searchHead } from './search.head';
export { SearchPage } from './search-page';
export { SearchLauncher } from './search-launcher';
