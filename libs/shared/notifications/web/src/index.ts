// Public API of @folio/notifications: the signed-in user's notifications in the browser: calls,
// query options (including the unread count the header and the account overview show), mutations,
// the route's search schema and the notifications page.
export {
  fetchNotifications,
  markNotificationRead,
  markAllNotificationsRead,
  NOTIFICATIONS_PER_PAGE,
} from './notifications/notifications.api';
export { notificationKeys } from './notifications/notifications.keys';
export {
  notificationsQueryOptions,
  unreadCountQueryOptions,
  type NotificationListParams,
} from './notifications/notifications.queries';
export { useMarkNotificationRead, useMarkAllNotificationsRead } from './notifications/notifications.mutations';
export { NotificationsSearch } from './notifications/notifications.search';
export { NotificationsPage, type NotificationsPageProps } from './notifications-ui/notifications-page';
