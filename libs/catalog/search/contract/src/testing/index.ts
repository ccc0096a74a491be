// Test helpers of @folio/search: example search answers shaped by the contract.
export { someSearchResults } from './search-factories.js';
