/**
 * Query keys this package caches under. The user key is the one the shell's session and the
 * catalog's viewer share: `['user']`.
 */
export const userKeys = {
  current: () => ['user'] as const,
};

/**
 * The query-key roots of data that belongs to whoever is signed in: the account area's
 * (`@folio/account`) and the notifications' (`@folio/notifications`). Those packages key their
 * caches under these roots, and the session drops them whole when the user changes (sign-in,
 * sign-out, a 401), without this package knowing what they hold.
 */
export const signedInDataRoots = {
  account: ['account'],
  notifications: ['notifications'],
} as const;
