import {
  createSessionService,
  csrfProtection,
  csrfRoutes,
  sessionMiddleware,
  userContext,
  type SessionClientReader,
  type SessionEnv,
  type SessionPolicy,
} from '@folio/auth-server';
import type { DatabaseHandle } from '@folio/db';
import { HEALTH_PATH, type Health } from '@folio/http-contract';
import {
  errorHandler,
  jsonBody,
  notFoundHandler,
  requestLogger,
  responseHeaders,
  type Logger,
  sitemapRoutes,
  type PageDataResolver,
  type PageHeadResolver,
  type SitemapSource,
} from '@folio/server-kit';
import { Hono, type MiddlewareHandler } from 'hono';
import { appPageHandler, staticHandler, type StaticAssets } from './static-assets.js';

export interface AppDeps {
  database: DatabaseHandle;
  logger: Logger;
  production: boolean;
  secureCookies: boolean;
  /** The built web app; without it only the API answers. */
  assets?: StaticAssets;
  now?: () => Date;
  sessionPolicy?: Partial<SessionPolicy>;
  /** What each session records about its browser (user agent, coarse network, country); by default the socket's network. */
  sessionClient?: SessionClientReader;
  version?: string;
  /**
   * Middleware that may refuse a request before its body is read or a session is looked up (the
   * identity domain's credential gate), so a flood costs no database work.
   */
  admission?: ReadonlyArray<MiddlewareHandler<SessionEnv>>;
  /** Domain sub-apps, mounted at the root after the core routes. */
  domains?: ReadonlyArray<Hono<SessionEnv>>;
  /** The domains' page heads for the served HTML (link previews), with the public base URL. */
  pageHead?: PageHeadResolver;
  /** The data pages embed in their HTML for their first draw (the home feed, content pages…). */
  pageData?: PageDataResolver;
  appUrl?: string;
  /** Where `/sitemap.xml` finds the public pages, one source per domain that has them. */
  sitemap?: readonly SitemapSource[];
}

/**
 * Composes the API: cross-cutting middleware in the order a request meets it, then each domain's
 * sub-app, then the web app for every other GET. Everything it needs is passed in, so tests build
 * it over PGlite in memory with `app.request()`.
 */
export function createApp(deps: AppDeps) {
  const sessions = createSessionService({ db: deps.database.db, now: deps.now, policy: deps.sessionPolicy });
  const app = new Hono<SessionEnv>();

  const headers = responseHeaders({ production: deps.production, styleSrc: deps.assets?.styleHashes });
  // Health probes answer before everything else, their request id and security headers included:
  // load balancers poll them many times a second, and they read nothing but the process itself.
  const health = { status: 'ok', version: deps.version ?? '0.0.0' } satisfies Health;
  app.get(HEALTH_PATH, (c) => headers.json(c, health, { 'Cache-Control': 'no-store' }));
  app.use(headers.middleware);
  // Hashed build files likewise: immutable, cached by browsers for a year, and they need neither
  // a session nor a log line each (a first visit fetches dozens of them).
  if (deps.assets) app.get('/assets/*', staticHandler(deps.assets));
  // robots.txt and the sitemap are public, the same for everyone and read by crawlers: no session.
  if (deps.sitemap) {
    const onSourceError = (error: unknown) => deps.logger.warn({ err: error }, 'a sitemap source failed: listing the others');
    app.route('/', sitemapRoutes({ origin: deps.appUrl ?? 'http://localhost', sources: deps.sitemap, onSourceError }));
  }
  app.use(requestLogger(deps.logger));
  for (const admit of deps.admission ?? []) app.use(admit);
  app.use(jsonBody());
  app.use(sessionMiddleware({ service: sessions, secure: deps.secureCookies, client: deps.sessionClient }));
  app.use(csrfProtection({ service: sessions }));
  app.use(userContext({ db: deps.database.db }));

  app.route('/', csrfRoutes({ service: sessions }));
  for (const domain of deps.domains ?? []) app.route('/', domain);

  app.all('/api/*', notFoundHandler);
  if (deps.assets) {
    app.get(
      '*',
      appPageHandler(deps.assets, {
        pageHead: deps.pageHead,
        origin: deps.appUrl,
        onPageHeadError: (error) => deps.logger.warn({ err: error }, 'page head lookup failed: serving the default head'),
        pageData: deps.pageData,
        onPageDataError: (error) => deps.logger.warn({ err: error }, 'page data failed: the page fetches it itself'),
      }),
    );
  }

  app.notFound(notFoundHandler);
  app.onError(errorHandler(deps.logger));
  return { app, sessions };
}

export type App = ReturnType<typeof createApp>['app'];
