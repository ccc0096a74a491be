/**
 * Where the accounts journeys run: a second API process on the same production web build, but
 * with NODE_ENV=development, as `npm run dev` runs the API: the development mailbox and, with the
 * SSO_SECRET the config generates per run, the SSO-ticket route exist, and answer this machine's
 * clients only (the tests reach them on 127.0.0.1). Google sign-in points at a loopback OpenID
 * provider. The first server runs as `npm start` does (production, SEED=demo) for the other specs.
 * Ports are fixed so the API's APP_URL and the provider's redirect URI agree.
 */
export const ACCOUNTS_PORT = 4311;
export const ACCOUNTS_URL = `http://127.0.0.1:${ACCOUNTS_PORT}`;

export const OPENID_PORT = 4312;
export const OPENID_ISSUER = `http://127.0.0.1:${OPENID_PORT}`;
export const OPENID_CLIENT_ID = 'folio-e2e';
export const OPENID_CLIENT_SECRET = 'folio-e2e-secret-not-for-production';
export const OPENID_REDIRECT_URI = `${ACCOUNTS_URL}/api/auth/google/callback`;

/** The demo accounts' password on the accounts server (DEMO_PASSWORD; nothing ships a default). */
export const DEMO_PASSWORD = 'e2e-demo-passphrase-not-for-production';
