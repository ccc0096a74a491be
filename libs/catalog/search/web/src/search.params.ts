import type { SearchParams } from './search.api';
import type { SearchPageSearch } from './search-search';

/** The contract's most results per group, repeated (search-search.test.ts holds it equal) to keep its schemas out of entry code. */
export const MAX_SEARCH_LIMIT = 20;

/** The API query behind /search for that address: every group at its largest. */
export function searchPageParams(search: SearchPageSearch): SearchParams {
  return { q: search.q ?? '', limit: MAX_SEARCH_LIMIT };
}
