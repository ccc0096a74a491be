// Test helpers of @folio/notifications (not published): fixtures shaped like the API's answers and
// msw handlers for its endpoints (used with @folio/testing's createApiServer).
export { aNotification, aNotificationPage } from './fixtures';
export { notificationHandlers } from './notification.handlers';
