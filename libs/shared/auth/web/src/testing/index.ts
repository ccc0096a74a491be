// Test helpers of @folio/auth (not published), imported as '@folio/auth/testing' by this package's
// tests and by the account area's, the notifications', the catalog's and the app's: fixtures shaped
// like the API's answers and msw handlers for its endpoints (used with @folio/testing's createApiServer).
export { aUser } from './fixtures';
export { userHandlers } from './user.handlers';
export { socialProviderHandlers } from './social.handlers';
export { axeViolations } from './axe';
