/**
 * Every path of the notifications API. Paths with a parameter are functions; the server builds
 * its route patterns from the same functions (`NotificationPaths.notificationRead(':id')`).
 */
export const NotificationPaths = {
  notifications: '/api/notifications',
  notificationRead: (id: string) => `/api/notifications/${id}/read`,
  notificationsReadAll: '/api/notifications/read-all',
} as const;
