import type { HttpClient } from '@folio/http';
import { Notification, NotificationPage, NotificationPaths, ReadAllResult } from '@folio/notifications-contract';

export const NOTIFICATIONS_PER_PAGE = 10;

export function fetchNotifications(
  http: HttpClient,
  {
    page,
    perPage = NOTIFICATIONS_PER_PAGE,
    unreadOnly = false,
  }: { page: number; perPage?: number; unreadOnly?: boolean },
  signal?: AbortSignal,
): Promise<NotificationPage> {
  return http.get(NotificationPaths.notifications, {
    schema: NotificationPage,
    signal,
    searchParams: { page, per_page: perPage, unread: unreadOnly ? 'true' : undefined },
  });
}

export function markNotificationRead(http: HttpClient, id: string): Promise<Notification> {
  return http.post(NotificationPaths.notificationRead(id), { schema: Notification });
}

export function markAllNotificationsRead(http: HttpClient): Promise<ReadAllResult> {
  return http.post(NotificationPaths.notificationsReadAll, { schema: ReadAllResult });
}
