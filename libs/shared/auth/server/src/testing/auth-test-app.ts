import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@folio/http-contract';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { createDevMailboxMailer, createMailQueue, type Mailer, type MailQueue } from '@folio/mail';
import { createLogger, errorHandler, jsonBody, notFoundHandler, requestLogger, type Logger } from '@folio/server-kit';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { createAuthDomain } from '../auth.routes.js';
import type { AuthDeps } from '../auth.deps.js';
import { csrfProtection } from '../csrf.middleware.js';
import { csrfRoutes } from '../csrf.routes.js';
import { createPasswordHasher, type PasswordHasher, type PasswordHasherOptions } from '../password-hasher.js';
import { sessionClientReader } from '../session-client.js';
import { DEFAULT_SESSION_COOKIE, sessionMiddleware, type SessionEnv } from '../session.middleware.js';
import { createSessionService, type SessionService } from '../session.service.js';
import { userContext } from '../user-context.js';
import { userRepo } from '../user.repo.js';
import type { UserRow } from '../user.table.js';
import type { SignInHook } from '../sign-in.js';
import type { Database } from '@folio/db';
import type { BotChallengeVerifier } from '@folio/integrations-server';

export const TEST_SSO_SECRET = 'test-sso-secret-that-is-long-enough-0123456789';
export const TEST_APP_URL = 'http://localhost:3000';
/** Tests choose the client address with this header (the resolver ignores it in production). */
export const TEST_IP_HEADER = 'x-test-ip';
/** The country header of the proxy the auth test app pretends to sit behind. */
export const TEST_COUNTRY_HEADER = 'x-test-country';

/**
 * argon2id parameters for test apps: the same algorithm and code path as the policy at about a
 * hundredth of its cost (every test user's password is hashed, and many tests sign in), so suites
 * do not spend their time hashing. Tests of the policy itself pass `PASSWORD_POLICY`.
 */
export const TEST_PASSWORD_PARAMS = { memoryCost: 256, timeCost: 2, parallelism: 1 } as const;

/** A fake clock tests move by hand. */
export function fakeClock(start = '2026-06-01T10:00:00Z') {
  let at = new Date(start).getTime();
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
  };
}

export interface AuthTestApp {
  app: Hono<SessionEnv>;
  database: TestDatabase;
  sessions: SessionService;
  deps: AuthDeps;
  mail: MailQueue;
  hasher: PasswordHasher;
  /** A new browser; `headers` go with every request it sends (a `user-agent`, a country). */
  browser(ip?: string, headers?: Record<string, string>): TestBrowser;
  /** A user with a password, verified unless told otherwise. */
  createUser(
    values?: Partial<{
      email: string;
      password: string | null;
      verified: boolean;
      firstName: string;
      lastName: string;
    }>,
  ): Promise<UserRow>;
  close(): Promise<void>;
}

export interface AuthTestAppOptions {
  now?: () => Date;
  mailer?: Mailer;
  logger?: Logger;
  ssoSecret?: string | null;
  /**
   * Extra routes mounted after the identity routes: a test-only route behind `requireUser`, or
   * another domain's sub-app built from the same deps (the account area, notifications).
   */
  extra?: (app: Hono<SessionEnv>, deps: AuthDeps) => void;
  /** Hooks run at every way in (another domain's, such as the cart's guest-cart merge), built from the test's database. */
  onSignIn?: (deps: { db: Database; now: () => Date }) => readonly SignInHook[];
  /**
   * `pglite`: an embedded database in memory even when TEST_DATABASE_URL names a PostgreSQL server
   * (a suite that must run on PGlite in CI too); by default, what `createTestDatabase` picks.
   */
  database?: 'pglite';
  /** argon2id parameters; `TEST_PASSWORD_PARAMS` by default, `PASSWORD_POLICY` to test the policy. */
  passwordParams?: PasswordHasherOptions['params'];
  /** Bot protection on registration; off by default, as in a server without it configured. */
  botChallenge?: BotChallengeVerifier;
}

/**
 * The identity domain composed the way the API shell composes it (request ids and logs, the
 * credential gate, JSON guard, sessions, CSRF, the signed-in user, error envelope) over a fresh database, for
 * `app.request()` tests. Mail goes to the development mailbox unless a mailer is given.
 */
export async function createAuthTestApp(options: AuthTestAppOptions = {}): Promise<AuthTestApp> {
  const database = await createTestDatabase(options.database === 'pglite' ? { url: undefined } : undefined);
  const db = database.db;
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? createLogger({ level: 'silent' });
  const sessions = createSessionService({ db, now });
  const mail = createMailQueue({ db, mailer: options.mailer ?? createDevMailboxMailer({ db, now }), logger, now });
  const hasher = createPasswordHasher({ params: options.passwordParams ?? TEST_PASSWORD_PARAMS });
  const { routes, deps, gate } = createAuthDomain({
    db,
    mail,
    appUrl: TEST_APP_URL,
    secureCookies: false,
    now,
    ssoSecret: options.ssoSecret === undefined ? TEST_SSO_SECRET : options.ssoSecret,
    clientIp: (c) => c.req.header(TEST_IP_HEADER) ?? '203.0.113.1',
    hasher,
    onSignIn: options.onSignIn?.({ db, now }),
    botChallenge: options.botChallenge,
  });

  const app = new Hono<SessionEnv>();
  app.use(requestId());
  app.use(requestLogger(logger));
  app.use(gate);
  app.use(jsonBody());
  // As behind one trusted proxy: the address from TEST_IP_HEADER, the country from TEST_COUNTRY_HEADER.
  const client = sessionClientReader({
    clientIp: deps.clientIp,
    trustProxyHops: 1,
    countryHeader: TEST_COUNTRY_HEADER,
  });
  app.use(sessionMiddleware({ service: sessions, secure: false, client }));
  app.use(csrfProtection({ service: sessions }));
  app.use(userContext({ db }));
  app.route('/', csrfRoutes({ service: sessions }));
  app.route('/', routes);
  options.extra?.(app, deps);
  app.notFound(notFoundHandler);
  app.onError(errorHandler(logger));

  return {
    app,
    database,
    sessions,
    deps,
    mail,
    hasher,
    browser: (ip?: string, headers?: Record<string, string>) => testBrowser(app, ip, TEST_IP_HEADER, headers),
    async createUser(values = {}) {
      const password = values.password === undefined ? 'a-long-reader-password' : values.password;
      return userRepo(db).create({
        email: values.email ?? 'reader@example.com',
        firstName: values.firstName ?? 'Ada',
        lastName: values.lastName ?? 'Lovelace',
        passwordHash: password === null ? null : await hasher.hash(password),
        emailVerifiedAt: values.verified === false ? null : now(),
      });
    },
    async close() {
      await mail.idle();
      await database.destroy();
    },
  };
}

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface TestRequestOptions {
  json?: unknown;
  /** Bytes sent as they are, with this content type (or none): what no JSON encoder writes. */
  raw?: { bytes: Uint8Array | undefined; contentType: string | undefined };
  csrf?: boolean;
  headers?: Record<string, string>;
}

/**
 * A browser in miniature: keeps cookies (honouring deletions), and like the web client sends
 * the XSRF-TOKEN cookie back as X-XSRF-TOKEN on unsafe methods (unless `csrf: false`).
 */
export interface TestBrowser {
  cookies: Map<string, string>;
  cookie(name: string): string | undefined;
  request<T = unknown>(method: string, path: string, options?: TestRequestOptions): Promise<TestResponse<T>>;
  get<T = unknown>(path: string): Promise<TestResponse<T>>;
  post<T = unknown>(path: string, json?: unknown): Promise<TestResponse<T>>;
  put<T = unknown>(path: string, json?: unknown): Promise<TestResponse<T>>;
  delete<T = unknown>(path: string): Promise<TestResponse<T>>;
  /** `GET /sanctum/csrf-cookie`, as the client does before its first write. */
  handshake(): Promise<void>;
  sessionToken(): string | undefined;
}

/**
 * `ip` goes in `ipHeader`: the auth test app reads TEST_IP_HEADER; the composed API, trusting
 * one proxy hop, reads `x-forwarded-for`. `headers` go with every request.
 */
export function testBrowser(
  app: Hono<SessionEnv>,
  ip?: string,
  ipHeader = TEST_IP_HEADER,
  headers: Record<string, string> = {},
): TestBrowser {
  const cookies = new Map<string, string>();
  const absorb = (headers: Headers) => {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
    }
  };

  const browser: TestBrowser = {
    cookies,
    cookie: (name) => cookies.get(name),
    async request<T>(method: string, path: string, options: TestRequestOptions = {}) {
      const sent: Record<string, string> = { accept: 'application/json', ...headers, ...options.headers };
      if (ip) sent[ipHeader] = ip;
      if (cookies.size > 0) sent['cookie'] = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const xsrf = cookies.get(XSRF_COOKIE_NAME);
      if (method !== 'GET' && options.csrf !== false && xsrf) sent[XSRF_HEADER_NAME] = decodeURIComponent(xsrf);
      let body: string | Uint8Array | undefined;
      if (options.json !== undefined) {
        body = JSON.stringify(options.json);
        sent['content-type'] = 'application/json';
        sent['content-length'] = String(Buffer.byteLength(body));
      } else if (options.raw) {
        body = options.raw.bytes;
        if (options.raw.contentType !== undefined) sent['content-type'] = options.raw.contentType;
        if (body !== undefined) sent['content-length'] = String(body.byteLength);
      }
      const res = await app.request(path, { method, headers: sent, body: body as RequestInit['body'] });
      absorb(res.headers);
      const text = await res.text();
      let parsed: unknown = undefined;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = text;
      }
      return { status: res.status, headers: res.headers, body: parsed as T, text };
    },
    get: (path) => browser.request('GET', path),
    post: (path, json) => browser.request('POST', path, { json }),
    put: (path, json) => browser.request('PUT', path, { json }),
    delete: (path) => browser.request('DELETE', path),
    async handshake() {
      await browser.get('/sanctum/csrf-cookie');
    },
    sessionToken: () => cookies.get(DEFAULT_SESSION_COOKIE),
  };
  return browser;
}
