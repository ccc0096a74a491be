// Test helpers of @folio/account (not published): fixtures shaped like the API's answers.
export { anAddress } from './fixtures';
