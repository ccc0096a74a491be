import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XSRF_COOKIE_NAME } from '@folio/http-contract';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { createLogger, errorHandler, jsonBody, notFoundHandler } from '@folio/server-kit';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { csrfProtection } from '../csrf.middleware.js';
import { csrfRoutes } from '../csrf.routes.js';
import { DEFAULT_SESSION_COOKIE, sessionMiddleware, type SessionEnv } from '../session.middleware.js';
import { createSessionService, type SessionService } from '../session.service.js';
import type { SocialConfig } from '../social.config.js';
import { socialRoutes } from '../social.routes.js';
import { currentUser, userContext } from '../user-context.js';
import { userRepo } from '../user.repo.js';
import type { UserRow } from '../user.table.js';
import { startFacebookStandIn, type FacebookStandIn } from './facebook-stand-in.js';
import { startOpenIdStandIn, type OpenIdStandIn } from './oauth-stand-in.js';
import { socialBrowser, type SocialBrowser } from './social-browser.js';

/** Test-only: who the request's session belongs to. */
export const WHOAMI_PATH = '/api/test/whoami';

export interface SocialTestApp {
  /** The API's loopback URL, also its APP_URL. */
  url: string;
  database: TestDatabase;
  sessions: SessionService;
  google: OpenIdStandIn;
  facebook: FacebookStandIn;
  config: SocialConfig;
  /** The clock the OAuth flows read (state expiry); move it with `advance`. */
  advance(ms: number): void;
  browser(): SocialBrowser;
  /** A browser already signed in as the user (a session made directly, as a password login would). */
  signedInBrowser(user: UserRow): Promise<SocialBrowser>;
  /** The user id the browser's session is signed in as, or null. */
  whoami(browser: SocialBrowser): Promise<string | null>;
  /** The user id the browser is signed in as; fails the test when it is not signed in. */
  signedInUserId(browser: SocialBrowser): Promise<string>;
  createUser(
    values: Partial<Pick<UserRow, 'email' | 'passwordHash' | 'emailVerifiedAt' | 'firstName' | 'lastName'>>,
  ): Promise<UserRow>;
  close(): Promise<void>;
}

/**
 * The social routes composed the way the API shell composes them (JSON guard, sessions, CSRF,
 * the signed-in user), served on loopback, with a real OpenID provider as Google and the
 * Facebook stand-in. `providers` chooses which are configured.
 */
export async function startSocialTestApp(
  options: { providers?: Array<'google' | 'facebook'> } = {},
): Promise<SocialTestApp> {
  const providers = options.providers ?? ['google', 'facebook'];
  const database = await createTestDatabase();
  const logger = createLogger({ level: 'silent' });
  const sessions = createSessionService({ db: database.db });
  let offset = 0;
  const now = () => new Date(Date.now() + offset);

  // The app needs its own URL (APP_URL, the registered callback), so it is served before it is built.
  const served: { app?: Hono<SessionEnv> } = {};
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve(
      {
        fetch: (request) => served.app?.fetch(request) ?? new Response(null, { status: 503 }),
        port: 0,
        hostname: '127.0.0.1',
      },
      () => resolve(s),
    );
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const google = await startOpenIdStandIn({ redirectUris: [`${url}/api/auth/google/callback`] });
  const facebook = await startFacebookStandIn();
  const config: SocialConfig = {
    appUrl: url,
    google: providers.includes('google')
      ? { clientId: google.clientId, clientSecret: google.clientSecret, issuer: google.issuer }
      : null,
    facebook: providers.includes('facebook')
      ? {
          appId: facebook.appId,
          appSecret: facebook.appSecret,
          authUrl: facebook.authUrl,
          tokenUrl: facebook.tokenUrl,
          graphUrl: facebook.graphUrl,
        }
      : null,
  };

  const composed = new Hono<SessionEnv>();
  composed.use(jsonBody());
  composed.use(sessionMiddleware({ service: sessions, secure: false }));
  composed.use(csrfProtection({ service: sessions }));
  composed.use(userContext({ db: database.db }));
  composed.route('/', csrfRoutes({ service: sessions }));
  composed.route('/', socialRoutes({ db: database.db, config, logger, now }));
  composed.get(WHOAMI_PATH, async (c) => c.json({ userId: (await currentUser(c))?.id ?? null }));
  composed.notFound(notFoundHandler);
  composed.onError(errorHandler(logger));
  served.app = composed;

  const users = userRepo(database.db);
  const whoami = async (browser: SocialBrowser): Promise<string | null> => {
    const response = await browser.get(`${url}${WHOAMI_PATH}`);
    return ((await response.json()) as { userId: string | null }).userId;
  };
  let created = 0;

  return {
    url,
    database,
    sessions,
    google,
    facebook,
    config,
    advance: (ms) => void (offset += ms),
    browser: socialBrowser,
    async signedInBrowser(user) {
      const browser = socialBrowser();
      const session = await sessions.create(user.id);
      await browser.jar.setCookie(`${DEFAULT_SESSION_COOKIE}=${session.issuedToken}; Path=/`, url);
      await browser.jar.setCookie(`${XSRF_COOKIE_NAME}=${session.issuedCsrfToken}; Path=/`, url);
      return browser;
    },
    whoami,
    async signedInUserId(browser) {
      const userId = await whoami(browser);
      if (!userId) throw new Error('expected the browser to be signed in');
      return userId;
    },
    createUser(values) {
      created += 1;
      return users.create({
        email: `reader${created}@example.com`,
        firstName: 'Ada',
        lastName: 'Reader',
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$aGFzaA',
        emailVerifiedAt: new Date(),
        ...values,
      });
    },
    async close() {
      await new Promise<void>((resolve) => {
        (server as Server).closeAllConnections();
        server.close(() => resolve());
      });
      await Promise.all([google.close(), facebook.close()]);
      await database.destroy();
    },
  };
}

/** Starts a sign-in (or connect) at `path` and follows it through the provider to our landing page. */
export async function completeFlow(app: SocialTestApp, browser: SocialBrowser, path: string): Promise<URL> {
  const response = await browser.get(`${app.url}${path}`);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  const { url } = (await response.json()) as { url: string };
  return browser.follow(url, (location) => location.origin === app.url && !location.pathname.startsWith('/api/'));
}

/** Follows a flow only as far as our callback, without calling it (to replay or redirect it). */
export async function callbackUrlOf(app: SocialTestApp, browser: SocialBrowser, path: string): Promise<URL> {
  const response = await browser.get(`${app.url}${path}`);
  const { url } = (await response.json()) as { url: string };
  return browser.follow(url, (location) => location.origin === app.url && location.pathname.includes('/callback'));
}
