import type { SearchResults } from '../index.js';

/** A search answer; unless given, each group's total is the number of results in it. */
export function someSearchResults(overrides: Partial<SearchResults> = {}): SearchResults {
  const results = { query: 'walter', events: [], authors: [], vendors: [], books: [], fuzzy: false, ...overrides };
  return {
    ...results,
    totals: overrides.totals ?? {
      events: results.events.length,
      authors: results.authors.length,
      vendors: results.vendors.length,
      books: results.books.length,
    },
  };
}
