// Test helpers of @folio/account-server, imported as '@folio/account-server/testing'.
export { createAccountTestApp } from './account-test-app.js';
