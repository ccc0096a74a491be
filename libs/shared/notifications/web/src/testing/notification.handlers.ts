import { NotificationMessages, NotificationPaths, type Notification } from '@folio/notifications-contract';
import { api } from '@folio/testing';
import { HttpResponse } from 'msw';
import { aNotificationPage } from './fixtures';

/**
 * msw handlers for the notification endpoints, backed by an in-memory inbox like the API's: the
 * list pages and filters, and marking one or all as read changes what the next read returns.
 */
export function notificationHandlers(items: Notification[] = []) {
  let notifications = [...items];
  const unreadCount = () => notifications.filter((n) => n.read_at === null).length;
  return [
    api.get(NotificationPaths.notifications, ({ request }) => {
      const searchParams = new URL(request.url).searchParams;
      const unreadOnly = searchParams.get('unread') === 'true';
      const perPage = Number(searchParams.get('per_page') ?? 10);
      const page = Number(searchParams.get('page') ?? 1);
      const list = unreadOnly ? notifications.filter((n) => n.read_at === null) : notifications;
      return HttpResponse.json(
        aNotificationPage(list.slice((page - 1) * perPage, page * perPage), {
          current_page: page,
          per_page: perPage,
          total: list.length,
          last_page: Math.max(1, Math.ceil(list.length / perPage)),
          unread_count: unreadCount(),
        }),
      );
    }),
    api.post(NotificationPaths.notificationsReadAll, () => {
      const updated = unreadCount();
      notifications = notifications.map((n) => ({ ...n, read_at: n.read_at ?? new Date().toISOString() }));
      return HttpResponse.json({ message: NotificationMessages.notificationsAllRead, updated });
    }),
    api.post(NotificationPaths.notificationRead(':id'), ({ params }) => {
      const found = notifications.find((n) => n.id === params['id']);
      if (!found) return HttpResponse.json({ message: 'Not found.', code: 'not_found' }, { status: 404 });
      notifications = notifications.map((n) =>
        n.id === found.id ? { ...n, read_at: n.read_at ?? new Date().toISOString() } : n,
      );
      return HttpResponse.json(notifications.find((n) => n.id === found.id));
    }),
  ];
}
