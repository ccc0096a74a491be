import { MAX_SEARCH_LIMIT } from '../shared/search-params';
import type { SearchParams } from './search.api';
import type { SearchPageSearch } from './search-search';

/** The API query behind /search for that address: every group at its largest. */
export function searchPageParams(search: SearchPageSearch): SearchParams {
  return { q: search.q ?? '', limit: MAX_SEARCH_LIMIT };
}
