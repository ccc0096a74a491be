/**
 * Query keys of everything this package caches. The user key is the one the shell's session and
 * the catalog's viewer share: `['user']`. Account and notification data sit under their own
 * roots so a session change can drop them whole.
 */
export const userKeys = {
  current: () => ['user'] as const,
};

export const accountKeys = {
  all: ['account'] as const,
  addresses: () => [...accountKeys.all, 'addresses'] as const,
  preferences: () => [...accountKeys.all, 'preferences'] as const,
  socialAccounts: () => [...accountKeys.all, 'social'] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  page: (page: number, unreadOnly: boolean) => [...notificationKeys.all, 'page', { page, unreadOnly }] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
};

/** Data that belongs to whoever is signed in, dropped when that changes. */
export const signedInDataRoots = [accountKeys.all, notificationKeys.all] as const;
