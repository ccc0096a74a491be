/**
 * Every path of the identity API (sessions, sign-in, registration, e-mail, SSO, social sign-in, the
 * user). The account area's paths are `AccountPaths` (`@folio/account-contract`), the
 * notifications' `NotificationPaths` (`@folio/notifications-contract`).
 * Paths with a parameter are functions; the server builds its route patterns from the same
 * functions (`AuthPaths.socialCallback(':provider')`), so the two never drift.
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
  /** GET: where the user is signed in. */
  userSessions: '/api/user/sessions',
  /** DELETE: end one of the user's other sessions. */
  userSession: (id: string) => `/api/user/sessions/${id}`,
  /** DELETE: end every session of the user but the current one. */
  otherUserSessions: '/api/user/sessions/others',
  ssoValidate: '/api/sso/validate',
  socialRedirect: (provider: string) => `/api/auth/${provider}/redirect/user`,
  socialCallback: (provider: string) => `/api/auth/${provider}/callback`,
  /** The providers configured on this server, so the web shows only those buttons. */
  socialProviders: '/api/auth/providers',
  facebookAutoLogin: '/api/auth/facebook/auto-login',
  socialConnect: (provider: string) => `/api/social/${provider}/connect/user`,
  socialDisconnect: (provider: string) => `/api/social/${provider}`,
  socialAccounts: '/api/social',
  /** Development only (absent in production): the stored e-mails, newest first. */
  devMailbox: '/api/dev/mailbox',
  /** Development only (absent in production): POST {email} mints an SSO ticket for local testing. */
  devSsoTicket: '/api/dev/sso-ticket',
} as const;

/** Web pages the server links to from e-mails (relative to APP_URL). */
export const AuthWebPages = {
  verifyEmail: '/verify-email',
  passwordReset: '/password-reset',
  login: '/login',
  forgotPassword: '/forgot-password',
} as const;

/**
 * What the registration form's bot-protection token is made for: the server refuses a token made
 * for another form (Turnstile's `action`).
 */
export const REGISTER_CHALLENGE_ACTION = 'register';
/** The bot challenge's action for a sign-in from a network past its limit. */
export const LOGIN_CHALLENGE_ACTION = 'login';
