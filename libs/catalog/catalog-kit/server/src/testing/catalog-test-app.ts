import {
  createSessionService,
  csrfProtection,
  DEFAULT_SESSION_COOKIE,
  sessionMiddleware,
  type SessionEnv,
} from '@folio/auth-server';
import type { Database } from '@folio/db';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { XSRF_HEADER_NAME } from '@folio/http-contract';
import { createLogger, errorHandler, jsonBody, notFoundHandler } from '@folio/server-kit';
import { Hono } from 'hono';

/** The fixed moment catalog tests run at, unless they pass their own. */
export const TEST_NOW = new Date('2026-06-15T12:00:00Z');

export interface CatalogTestApp {
  app: Hono<SessionEnv>;
  database: TestDatabase;
  /** GET a path and parse the JSON answer. */
  get(path: string): Promise<{ status: number; body: any; response: Response }>;
  /** A signed-in session for a user id: its cookie and CSRF headers. */
  signIn(userId: string): Promise<Record<string, string>>;
  /** A guest session (no user): cookie and CSRF headers. */
  guest(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/** The catalog sub-apps a test mounts, built from the test's database and clock. */
export type CatalogTestRoutes = (deps: { db: Database; now: () => Date }) => ReadonlyArray<Hono<SessionEnv>>;

export interface CatalogTestAppOptions {
  /** The sub-apps under test, composed as the API shell composes them. */
  routes: CatalogTestRoutes;
  now?: Date;
  database?: TestDatabase;
  url?: string;
}

/**
 * Catalog sub-apps behind the shell's middleware (JSON body guard, sessions, CSRF, error
 * envelope) over a fresh test database: PGlite in memory, or PostgreSQL with TEST_DATABASE_URL.
 */
export async function createCatalogTestApp(options: CatalogTestAppOptions): Promise<CatalogTestApp> {
  const database =
    options.database ?? (await createTestDatabase(options.url === undefined ? undefined : { url: options.url }));
  const now = () => options.now ?? TEST_NOW;
  const logger = createLogger({ level: 'silent' });
  const sessions = createSessionService({ db: database.db, now });
  const app = new Hono<SessionEnv>()
    .use(jsonBody())
    .use(sessionMiddleware({ service: sessions, secure: false }))
    .use(csrfProtection({ service: sessions }));
  for (const routes of options.routes({ db: database.db, now })) app.route('/', routes);
  app.all('/api/*', notFoundHandler);
  app.onError(errorHandler(logger));

  const headersFor = async (userId: string | null) => {
    const session = await sessions.create(userId);
    return {
      cookie: `${DEFAULT_SESSION_COOKIE}=${session.issuedToken}`,
      [XSRF_HEADER_NAME]: session.issuedCsrfToken!,
      'content-type': 'application/json',
    };
  };

  return {
    app,
    database,
    async get(path) {
      const response = await app.request(path);
      const type = response.headers.get('content-type') ?? '';
      const body = type.includes('json') ? await response.json() : await response.text();
      return { status: response.status, body, response };
    },
    signIn: (userId) => headersFor(userId),
    guest: () => headersFor(null),
    close: () => database.destroy(),
  };
}
