import type { Notification, NotificationPage } from '@folio/notifications-contract';

export function aNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 'n-1',
    kind: 'account',
    title: 'Password changed',
    body: 'Your password was changed and your other devices were signed out.',
    url: null,
    read_at: null,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

export function aNotificationPage(
  data: Notification[],
  meta: Partial<NotificationPage['meta']> = {},
): NotificationPage {
  return {
    data,
    meta: {
      current_page: 1,
      per_page: 10,
      total: data.length,
      last_page: 1,
      unread_count: data.filter((item) => item.read_at === null).length,
      ...meta,
    },
  };
}
