// Test helpers of @folio/people: example people answers shaped by the contract.
export { anAuthor, anAuthorProfile, aBook, aVendor, aVendorProfile, aReader } from './people-factories.js';
