import { signedInDataRoots } from '@folio/auth';

/**
 * Query keys of the signed-in user's notifications. They sit under the root `@folio/auth` drops
 * when the user changes, so one account's notifications never show for the next.
 */
export const notificationKeys = {
  all: signedInDataRoots.notifications,
  page: (page: number, unreadOnly: boolean) => [...notificationKeys.all, 'page', { page, unreadOnly }] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
};
