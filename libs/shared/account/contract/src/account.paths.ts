/**
 * Every path of the account area's API. Paths with a parameter are functions; the server builds
 * its route patterns from the same functions (`AccountPaths.address(':id')`), so the two never
 * drift. The social connections the account area shows use `AuthPaths.socialAccounts`,
 * `socialConnect` and `socialDisconnect` (`@folio/auth-contract`).
 */
export const AccountPaths = {
  profile: '/api/user/profile',
  password: '/api/user/password',
  addresses: '/api/user/addresses',
  address: (id: string) => `/api/user/addresses/${id}`,
  preferences: '/api/user/preferences',
} as const;
