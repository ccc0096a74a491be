// Test helpers of @folio/auth-server, imported as '@folio/auth-server/testing'.
export {
  createAccountsTestApp,
  testBrowser,
  fakeClock,
  TEST_SSO_SECRET,
  TEST_APP_URL,
  TEST_IP_HEADER,
  type AccountsTestApp,
  type AccountsTestAppOptions,
  type TestBrowser,
  type TestRequestOptions,
  type TestResponse,
} from './accounts-test-app.js';
