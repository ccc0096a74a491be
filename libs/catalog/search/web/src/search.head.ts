import { pageHead } from '@folio/catalog-kit';
import type { SearchPageSearch } from './search-search';

export function searchHead(search: SearchPageSearch) {
  return pageHead({
    title: search.q ? `Search: ${search.q}` : 'Search',
    description: 'Search Folio for events, authors, vendors and books.',
  });
}
