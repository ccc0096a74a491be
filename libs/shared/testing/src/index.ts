// Public API of @folio/testing: the network-level fake API (msw) and the rendering harness every
// web library's tests share, so they run the real @folio/http client.
export { api, apiError, createApiServer, validationFailed, type ApiServer, type RecordedRequest } from './api-server';
export { createTestHttpClient } from './test-http-client';
export {
  deferred,
  renderRoutes,
  renderScreen,
  resetBrowserStorage,
  type RenderRoutesOptions,
  type RenderScreenOptions,
  type ScreenProps,
  type TestRoute,
} from './render-routes';
export { expectSameGrid, gridShape } from './grid-shape';
export { embedPageData } from './page-data';
