import type { AuthHttp } from '@folio/auth';
import { Notification, NotificationPage, NotificationPaths, ReadAllResult } from '@folio/notifications-contract';

export const NOTIFICATIONS_PER_PAGE = 10;

export function fetchNotifications(
  http: AuthHttp,
  { page, perPage = NOTIFICATIONS_PER_PAGE, unreadOnly = false }: { page: number; perPage?: number; unreadOnly?: boolean },
  signal?: AbortSignal,
): Promise<NotificationPage> {
  return http.get(NotificationPaths.notifications, {
    schema: NotificationPage,
    signal,
    searchParams: { page, per_page: perPage, unread: unreadOnly ? 'true' : undefined },
  });
}

export function markNotificationRead(http: AuthHttp, id: string): Promise<Notification> {
  return http.post(NotificationPaths.notificationRead(id), { schema: Notification });
}

export function markAllNotificationsRead(http: AuthHttp): Promise<ReadAllResult> {
  return http.post(NotificationPaths.notificationsReadAll, { schema: ReadAllResult });
}
