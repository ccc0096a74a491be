// Test helpers of @folio/notifications-server, imported as '@folio/notifications-server/testing'.
export { createNotificationsTestApp } from './notifications-test-app.js';
