/**
 * Every path of the accounts API. Paths with a parameter are functions; the server builds its
 * route patterns from the same functions (`AuthPaths.address(':id')`), so the two never drift.
 */
export const AuthPaths = {
  csrf: '/sanctum/csrf-cookie',
  login: '/login',
  register: '/register',
  logout: '/logout',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verificationNotification: '/email/verification-notification',
  /** POST {token}; the e-mail links to the web page `/verify-email?token=…`, which posts here. */
  verifyEmail: '/api/email/verify',
  user: '/api/user',
  ssoValidate: '/api/sso/validate',
  socialRedirect: (provider: string) => `/api/auth/${provider}/redirect/user`,
  socialCallback: (provider: string) => `/api/auth/${provider}/callback`,
  /** The providers configured on this server, so the web shows only those buttons. */
  socialProviders: '/api/auth/providers',
  facebookAutoLogin: '/api/auth/facebook/auto-login',
  socialConnect: (provider: string) => `/api/social/${provider}/connect/user`,
  socialDisconnect: (provider: string) => `/api/social/${provider}`,
  socialAccounts: '/api/social',
  profile: '/api/user/profile',
  password: '/api/user/password',
  addresses: '/api/user/addresses',
  address: (id: string) => `/api/user/addresses/${id}`,
  preferences: '/api/user/preferences',
  notifications: '/api/notifications',
  notificationRead: (id: string) => `/api/notifications/${id}/read`,
  notificationsReadAll: '/api/notifications/read-all',
  /** Development only (absent in production): the stored e-mails, newest first. */
  devMailbox: '/api/dev/mailbox',
  /** Development only (absent in production): POST {email} mints an SSO ticket for local testing. */
  devSsoTicket: '/api/dev/sso-ticket',
} as const;

/** Web pages the server links to from e-mails (relative to APP_URL). */
export const AuthWebPages = {
  verifyEmail: '/verify-email',
  passwordReset: '/password-reset',
} as const;
