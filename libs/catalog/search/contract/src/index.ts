// Public API of @folio/search-contract: the catalog-wide search on the wire.
export { SearchResults, SearchResponse, SearchTotals, SEARCH_KINDS } from './search.schema.js';
export { SearchQuery, MAX_SEARCH_LIMIT, DEFAULT_SEARCH_LIMIT } from './search-query.schema.js';
export { searchPaths } from './paths.js';
