// Test helpers of @folio/account (not published): fixtures shaped like the API's answers and msw
// handlers for its endpoints (used with @folio/testing's createApiServer).
export { anAddress, aUserSession } from './fixtures';
export { addressHandlers } from './address.handlers';
export { socialAccountHandlers } from './social-account.handlers';
export { userSessionHandlers } from './user-session.handlers';
