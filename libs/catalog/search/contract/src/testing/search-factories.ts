import type { SearchResults } from '../index.js';

export function someSearchResults(overrides: Partial<SearchResults> = {}): SearchResults {
  return { query: 'walter', events: [], authors: [], vendors: [], books: [], fuzzy: false, ...overrides };
}
