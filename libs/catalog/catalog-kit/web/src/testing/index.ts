// Test helpers of @folio/catalog-kit: a fake http client and a router to render catalog screens in
// (the example answers are in the contracts' `./testing` entries; the shared ones are repeated here).
export { exampleId, aPage } from '@folio/catalog-kit-contract/testing';
export { createFakeHttp, httpError, deferred } from './fake-http';
export type { FakeHttp, FakeMethod, FakeRequest, FakeResponder } from './fake-http';
export { renderCatalog } from './render-catalog';
export type { RenderCatalogOptions } from './render-catalog';
