// Test helpers of @folio/catalog: example answers shaped by the contract and a fake http client.
export {
  exampleId,
  anAuthor,
  anAuthorProfile,
  aBook,
  aVendor,
  aVendorProfile,
  aReader,
  aReaderProfile,
  anEvent,
  aVirtualEvent,
  anEventDetail,
  anOrderForm,
  aCategory,
  aCollection,
  aPage,
  someSearchResults,
} from './factories';
export { createFakeHttp, httpError, deferred } from './fake-http';
export type { FakeHttp, FakeMethod, FakeRequest, FakeResponder } from './fake-http';
