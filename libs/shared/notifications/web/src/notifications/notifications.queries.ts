import type { HttpClient } from '@folio/http';
import { queryOptions } from '@tanstack/react-query';
import { fetchNotifications } from './notifications.api';
import { notificationKeys } from './notifications.keys';

export interface NotificationListParams {
  page: number;
  unreadOnly: boolean;
}

/** One page of the signed-in user's notifications, newest first. */
export function notificationsQueryOptions(http: HttpClient, { page, unreadOnly }: NotificationListParams) {
  return queryOptions({
    queryKey: notificationKeys.page(page, unreadOnly),
    queryFn: ({ signal }) => fetchNotifications(http, { page, unreadOnly }, signal),
  });
}

/** The unread count the header shows; a one-item page carries it in `meta`. */
export function unreadCountQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: async ({ signal }) => (await fetchNotifications(http, { page: 1, perPage: 1 }, signal)).meta.unread_count,
    staleTime: 60_000,
  });
}
