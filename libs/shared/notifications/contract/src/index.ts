// Public API of @folio/notifications-contract: the notifications API's paths, wire shapes and texts.
export { NotificationPaths } from './notification.paths.js';
export { NotificationMessages } from './notification.messages.js';
export {
  NotificationKind,
  Notification,
  NotificationPage,
  NotificationListQuery,
  ReadAllResult,
} from './notification.schema.js';
