// Test helpers of this package (not published; only its own tests use them).
export { fakeHttp, type FakeHttp } from './fake-http';
export { aUser, anAddress, aNotification, aNotificationPage, answers } from './fixtures';
export { renderRoutes, renderPage, resetBrowserStorage, type TestRoute } from './render';
