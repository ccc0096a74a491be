// Public API of @folio/auth-server: sessions, CSRF, identity (sign-in, registration, e-mail, SSO, the user) and social sign-in.
export { sessions, type SessionRow } from './session.table.js';
export {
  createSessionService,
  DEFAULT_SESSION_POLICY,
  type Session,
  type SessionPolicy,
  type SessionService,
  type SessionServiceDeps,
} from './session.service.js';
export {
  sessionMiddleware,
  DEFAULT_SESSION_COOKIE,
  SECURE_SESSION_COOKIE,
  sessionCookieName,
  type SessionAccessor,
  type SessionEnv,
  type SessionMiddlewareOptions,
} from './session.middleware.js';
export {
  sessionClientReader,
  MAX_USER_AGENT_LENGTH,
  type SessionClient,
  type SessionClientReader,
  type SessionClientOptions,
} from './session-client.js';
export { csrfProtection, csrfMismatch } from './csrf.middleware.js';
export { csrfRoutes } from './csrf.routes.js';

// Accounts: users, profiles, signing in, the signed-in user.
export { users, citext, type UserRow, type NewUserRow } from './user.table.js';
export { profiles, type ProfileRow } from './profile.table.js';
export { userRepo, toUserResource, profileSlug, type UserRepo } from './user.repo.js';
export { signIn, endOtherSessions, type SignInHook } from './sign-in.js';
export { userContext, currentUser, type AuthAccessor } from './user-context.js';
export { requireUser, authenticatedUser, unauthenticated, emailUnverified } from './require-user.js';

// Social sign-in: Google (OpenID Connect), Facebook (OAuth 2 + Graph API), connect, disconnect, auto-login.
export { socialRoutes, type SocialRoutesDeps } from './social.routes.js';
export { socialAccounts, type SocialAccountRow } from './social-account.table.js';
export { oauthStates, type OAuthStateRow } from './oauth-state.table.js';
export {
  enabledProviders,
  isLoopbackHttp,
  GOOGLE_DEFAULT_ISSUER,
  FACEBOOK_DEFAULT_AUTH_URL,
  FACEBOOK_DEFAULT_TOKEN_URL,
  FACEBOOK_DEFAULT_GRAPH_URL,
  FACEBOOK_ISSUER,
  type SocialConfig,
  type GoogleSignInConfig,
  type FacebookSignInConfig,
} from './social.config.js';
export { createAuthDomain, authRoutes } from './auth.routes.js';
export { credentialGate, CREDENTIAL_PATHS, type CredentialGateOptions } from './credential-gate.js';
export { createAuthDeps, type AuthDeps, type AuthOptions } from './auth.deps.js';
export {
  createPasswordHasher,
  PASSWORD_POLICY,
  type PasswordHasher,
  type PasswordHasherOptions,
} from './password-hasher.js';
export { createConcurrencyLimiter, type ConcurrencyLimiter } from './concurrency-limiter.js';
export { newPasswordProblem } from './password-policy.js';
export {
  createThrottle,
  THROTTLE_RULES,
  throttleKeys,
  type Throttle,
  type ThrottleRule,
  type ThrottleResult,
} from './throttle.js';
export { createTokenStore, TOKEN_TTL_MS, type TokenStore } from './auth-token.service.js';
export { authTokens, type AuthTokenKind, type AuthTokenRow } from './auth-token.table.js';
export { clientAddress, clientIpResolver, type ClientIpResolver } from './client-ip.js';
export { createKnownDevices, KNOWN_DEVICE_COOKIE, type KnownDevices } from './known-device.js';
export { AuthMail, defineAuthMail } from './auth-mail.js';
export {
  mintSsoTicket,
  verifySsoTicket,
  SSO_AUDIENCE,
  SSO_MAX_TTL_SECONDS,
  SSO_MIN_SECRET_BYTES,
  type MintSsoTicketOptions,
  type SsoClaims,
} from './sso-ticket.js';
export { ssoRoutes, devSsoRoutes } from './sso.routes.js';
export { loginThrottle, type LoginThrottleRow } from './login-throttle.table.js';
export { isUniqueViolation, noStore, idParam } from './auth-http.js';
export {
  accountsSeeder,
  demoAccountsSeeder,
  demoSellerLinkSeeder,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_SELLER_LINK_SEEDER,
} from './accounts.seeder.js';
