/**
 * Where the accounts journeys run: a second API process on the same production web build, but
 * with NODE_ENV=development (so the development mailbox and SSO-ticket routes exist) and Google
 * sign-in pointed at a loopback OpenID provider. The first server stays production-mode for the
 * other specs. Ports are fixed so the API's APP_URL and the provider's redirect URI agree.
 */
export const ACCOUNTS_PORT = 4311;
export const ACCOUNTS_URL = `http://127.0.0.1:${ACCOUNTS_PORT}`;

export const OPENID_PORT = 4312;
export const OPENID_ISSUER = `http://127.0.0.1:${OPENID_PORT}`;
export const OPENID_CLIENT_ID = 'folio-e2e';
export const OPENID_CLIENT_SECRET = 'folio-e2e-secret-not-for-production';
export const OPENID_REDIRECT_URI = `${ACCOUNTS_URL}/api/auth/google/callback`;
