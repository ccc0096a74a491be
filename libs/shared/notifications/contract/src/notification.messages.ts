/** The texts the notifications API answers with. */
export const NotificationMessages = {
  notificationsAllRead: 'All notifications have been marked as read.',
  notificationNotFound: 'Notification not found.',
} as const;
