// Test helpers of @folio/people: msw handlers for the authors and vendors endpoints (built with
// `api` of @folio/testing) and the example answers.
export { authorHandler, authorsHandler, vendorHandler, vendorsHandler } from './people-handlers';
export { aPage } from '@folio/catalog-kit-contract/testing';
export {
  aBook,
  anAuthor,
  anAuthorProfile,
  aReader,
  aVendor,
  aVendorProfile,
} from '@folio/people-contract/testing';
