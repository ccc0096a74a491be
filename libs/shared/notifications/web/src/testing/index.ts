// Test helpers of @folio/notifications (not published): fixtures shaped like the API's answers.
export { aNotification, aNotificationPage } from './fixtures';
