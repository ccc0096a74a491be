import { AuthPaths, Notification, NotificationPage, ReadAllResult } from '@folio/auth-contract';
import type { AuthHttp } from '../user/auth-http';

export const NOTIFICATIONS_PER_PAGE = 10;

export function fetchNotifications(
  http: AuthHttp,
  { page, perPage = NOTIFICATIONS_PER_PAGE, unreadOnly = false }: { page: number; perPage?: number; unreadOnly?: boolean },
  signal?: AbortSignal,
): Promise<NotificationPage> {
  return http.get(AuthPaths.notifications, {
    schema: NotificationPage,
    signal,
    searchParams: { page, per_page: perPage, unread: unreadOnly ? 'true' : undefined },
  });
}

export function markNotificationRead(http: AuthHttp, id: string): Promise<Notification> {
  return http.post(AuthPaths.notificationRead(id), { schema: Notification });
}

export function markAllNotificationsRead(http: AuthHttp): Promise<ReadAllResult> {
  return http.post(AuthPaths.notificationsReadAll, { schema: ReadAllResult });
}
