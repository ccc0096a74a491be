// Test helpers of @folio/auth (not published), imported as '@folio/auth/testing' by this package's
// tests and by the account area's, the notifications' and the catalog's.
export { fakeHttp, type FakeHttp } from './fake-http';
export { aUser, answers } from './fixtures';
export { userHandlers } from './user.handlers';
export { renderRoutes, renderPage, resetBrowserStorage, type TestRoute } from './render';
export { axeViolations } from './axe';
