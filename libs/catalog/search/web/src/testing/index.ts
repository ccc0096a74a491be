// Test helpers of @folio/search: msw handlers for the search endpoint and its example answers.
export { someSearchResults } from '@folio/search-contract/testing';
export { searchHandler } from './search-handlers';
export type { SearchAsked } from './search-handlers';
