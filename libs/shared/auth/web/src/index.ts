// Public API of @folio/auth: the browser side of accounts (spec sections 3, 4, 6 and 7).
// The header's account menu has its own entry point, '@folio/auth/account-menu', loaded lazily.

// Session: client storage, clearing, refreshing, signing in.
export {
  SESSION_ID_COOKIE,
  PREVIOUSLY_LOGGED_IN_COOKIE,
  LOGGED_IN_FLAG_KEY,
  BEARER_TOKEN_KEY,
  SESSION_COOKIE_DAYS,
  createSessionStore,
  sessionStore,
  type CookieJar,
  type CookieWriteOptions,
  type SessionStore,
  type SessionStoreDeps,
  type SignedInMarkers,
} from './session/session.storage';
export { createSession, clearSession, type Session, type SessionContext } from './session/session';
export { refreshSession, completeSignIn } from './session/session-refresh';
export { useSessionMarker } from './session/use-session-marker';

// The signed-in user.
export type { AuthHttp } from './user/auth-http';
export { userKeys, accountKeys, notificationKeys } from './user/user.keys';
export { fetchUser } from './user/user.api';
export { userQueryOptions, loadSessionUser, USER_STALE_TIME_MS } from './user/user.queries';
export { useUser, useIsSignedIn, useSessionState, useSignedInUser, type SessionState } from './user/use-user';
export { useAuthHttp } from './user/use-auth-http';
export { primaryProfile, hasProfile, PROFILE_PRIORITY, PROFILE_KIND_LABELS } from './user/profiles';

// Route guards and redirects (spec section 6).
export { guestOnly, requireAuth, requireUnverified, requireVerified, type GuardArgs, type GuardContext } from './routing/guards';
export { currentUser, loginRedirect, LOGIN_PATH, VERIFY_EMAIL_PATH } from './routing/guard-rules';
export { safeRedirect, redirectTarget, DEFAULT_SIGNED_IN_PATH } from './routing/safe-redirect';
export {
  RedirectSearch,
  PasswordResetSearch,
  VerifyEmailSearch,
  SsoCallbackSearch,
  LandingSearch,
  SocialErrorSearch,
  SocialAccountsSearch,
  NotificationsSearch,
} from './routing/search';

// Calls, queries and mutations.
export {
  login,
  register,
  logout,
  forgotPassword,
  resetPassword,
  resendVerification,
  verifyEmail,
  validateSsoTicket,
  facebookAutoLogin,
  fetchSocialProviders,
  socialSignInUrl,
  socialConnectUrl,
  noRedirectUrlMessage,
} from './auth/auth.api';
export {
  useLogin,
  useRegister,
  useLogout,
  useForgotPassword,
  useResetPassword,
  useResendVerification,
  useVerifyEmail,
  useSsoSignIn,
  useFacebookAutoLogin,
  useForcedRefresh,
  SsoRefusedError,
  FacebookNotMatchedError,
  SSO_FAILED_MESSAGE,
  SSO_ERROR_MESSAGE,
  type FacebookAutoLoginRequest,
} from './auth/auth.mutations';
export { socialProvidersQueryOptions, socialProviderKeys, SOCIAL_PROVIDER_LABELS } from './auth/social.queries';
export { verificationResendBlockedUntilAtom } from './auth/verification.atoms';
export {
  updateProfile,
  changePassword,
  fetchAddresses,
  createAddress,
  updateAddress,
  deleteAddress,
  fetchPreferences,
  updatePreferences,
  fetchSocialAccounts,
  disconnectSocial,
} from './account/account.api';
export { addressesQueryOptions, preferencesQueryOptions, socialAccountsQueryOptions } from './account/account.queries';
export {
  useUpdateProfile,
  useChangePassword,
  useCreateAddress,
  useUpdateAddress,
  useDeleteAddress,
  useMakeDefaultAddress,
  addressAsInput,
  useUpdatePreferences,
  useDisconnectSocial,
  useConnectSocial,
  browserNavigation,
  SOCIAL_CONNECT_REDIRECT_DELAY_MS,
} from './account/account.mutations';
export { fetchNotifications, markNotificationRead, markAllNotificationsRead, NOTIFICATIONS_PER_PAGE } from './notifications/notifications.api';
export { notificationsQueryOptions, unreadCountQueryOptions, type NotificationListParams } from './notifications/notifications.queries';
export { useMarkNotificationRead, useMarkAllNotificationsRead } from './notifications/notifications.mutations';
export { fetchDevMailbox } from './dev/dev-mailbox.api';
export { devMailboxQueryOptions, devMailboxKeys } from './dev/dev-mailbox.queries';

// Screens.
export { LoginPage, type LoginPageProps } from './screens/login-page';
export { RegisterPage } from './screens/register-page';
export { ForgotPasswordPage } from './screens/forgot-password-page';
export { PasswordResetPage, type PasswordResetPageProps } from './screens/password-reset-page';
export { VerifyEmailPage } from './screens/verify-email-page';
export { LogoutPage } from './screens/logout-page';
export { SsoCallbackPage, ssoFailureMessage, type SsoCallbackPageProps } from './screens/sso-callback-page';
export { SessionLandingPage, type SessionLandingPageProps } from './screens/session-landing-page';
export { FacebookLoginPage, readFacebookCredentials, facebookFailureMessage, type FacebookLoginPageProps } from './screens/facebook-login-page';
export { SocialErrorPage, socialErrorMessage } from './screens/social-error-page';
export { AccountLayout, AccountPageHeader, ACCOUNT_SECTIONS, initialsOf } from './account-ui/account-layout';
export { AccountOverviewPage } from './account-ui/account-overview-page';
export { ProfilePage } from './account-ui/profile-page';
export { PasswordPage } from './account-ui/password-page';
export { AddressesPage } from './account-ui/addresses-page';
export { PreferencesPage } from './account-ui/preferences-page';
export { SocialAccountsPage, type SocialAccountsPageProps } from './account-ui/social-accounts-page';
export { AccountEventsPage, AccountEventOrdersPage, type AccountEventsPeriod } from './account-ui/account-events-page';
export { NotificationsPage, type NotificationsPageProps } from './notifications-ui/notifications-page';
export { DevMailboxPage } from './dev-ui/dev-mailbox-page';
export { mailboxLinks, type MailboxLink } from './dev-ui/mailbox-links';
export { Loading } from './ui/primitives';
