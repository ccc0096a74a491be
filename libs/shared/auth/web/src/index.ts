// Public API of @folio/auth: the browser side of identity (spec sections 3, 4, 6 and 7): the
// session on this device, the signed-in user, guards, and the sign-in screens. The account area
// is @folio/account, notifications @folio/notifications.

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
export { userKeys, signedInDataRoots } from './user/user.keys';
export { fetchUser } from './user/user.api';
export { userQueryOptions, loadSessionUser, USER_STALE_TIME_MS } from './user/user.queries';
export { useUser, useIsSignedIn, useSessionState, useSignedInUser, type SessionState } from './user/use-user';
export { primaryProfile, hasProfile, PROFILE_PRIORITY, PROFILE_KIND_LABELS } from './user/profiles';

// Route guards and redirects (spec section 6).
export {
  guestOnly,
  requireAuth,
  requireUnverified,
  requireVerified,
  type GuardArgs,
  type GuardContext,
} from './routing/guards';
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
  NoRedirectUrlError,
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
export { browserNavigation } from './auth/browser-navigation';
export { verificationResendBlockedUntilAtom } from './auth/verification.atoms';
export { fetchDevMailbox } from './dev/dev-mailbox.api';
export { devMailboxQueryOptions, devMailboxKeys } from './dev/dev-mailbox.queries';

// Screens.
export { LoginPage, type LoginPageProps } from './screens/login-page';
export { RegisterPage } from './screens/register-page';
export { ForgotPasswordPage } from './screens/forgot-password-page';
export { PasswordResetPage, type PasswordResetPageProps } from './screens/password-reset-page';
export { VerifyEmailPage } from './screens/verify-email-page';
export { LogoutPage } from './screens/logout-page';
export { SsoCallbackPage, type SsoCallbackPageProps } from './screens/sso-callback-page';
export { ssoFailureMessage } from './screens/sso-callback';
export { SessionLandingPage, type SessionLandingPageProps } from './screens/session-landing-page';
export { FacebookLoginPage, type FacebookLoginPageProps } from './screens/facebook-login-page';
export { readFacebookCredentials, facebookFailureMessage } from './screens/facebook-login';
export { SocialErrorPage, socialErrorMessage } from './screens/social-error-page';
export { DevMailboxPage } from './dev-ui/dev-mailbox-page';
export { mailboxLinks, type MailboxLink } from './dev-ui/mailbox-links';

// Building blocks the account area and notifications share with these screens, until they move to
// a shared UI package: form failures, brand marks, primitives, the page header.
export { formFailure, type FormFailure } from './ui/form-failure';
export { NEW_PASSWORD_HINT, confirmationMatches, text as formText } from './screens/password-rules';
export { ResendVerification, type ResendVerificationProps } from './screens/resend-verification';
export { useGoTo } from './ui/use-go-to';
export { AccountPageHeader, pageTabStyles, type AccountPageHeaderProps } from './ui/page-header';
export { Loading, Spinner } from './ui/loading';
export {
  Notice,
  Checkbox,
  Badge,
  type NoticeTone,
  type NoticeProps,
  type CheckboxProps,
} from './ui/primitives';
export { FacebookMark, GoogleMark } from './ui/icons';
