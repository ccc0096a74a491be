// Test helpers of @folio/auth-server, imported as '@folio/auth-server/testing'.
export {
  createAuthTestApp,
  testBrowser,
  fakeClock,
  TEST_SSO_SECRET,
  TEST_APP_URL,
  TEST_IP_HEADER,
  TEST_COUNTRY_HEADER,
  TEST_PASSWORD_PARAMS,
  type AuthTestApp,
  type AuthTestAppOptions,
  type TestBrowser,
  type TestRequestOptions,
  type TestResponse,
} from './auth-test-app.js';
