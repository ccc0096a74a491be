// Public API of @folio/notifications-server: the notifications table, the service other domains
// call to notify a user, and the signed-in user's notification routes.
export { notifications, type NotificationRow } from './notification.table.js';
export { notify, notificationRepo, toNotification, type NotificationInput } from './notification.service.js';
export { notificationRoutes, type NotificationsDeps } from './notification.routes.js';
