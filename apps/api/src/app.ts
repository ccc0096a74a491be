import { ingestNodeFront, ingestRoutes, type IngestDeps, type NodeFront } from '@folio/analytics-server';
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
import { ErrorCode, HEALTH_PATH, type Health } from '@folio/http-contract';
import {
  compressResponses,
  errorHandler,
  jsonBody,
  notFoundHandler,
  requestLogger,
  responseHeaders,
  type Logger,
  sitemapRoutes,
  type PageDataResolver,
  type PageHeadResolver,
  type SecurityHeaderOptions,
  type SitemapSource,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from '@folio/server-kit';
import { Hono, type MiddlewareHandler } from 'hono';
import { appPageHandler, staticHandler, type StaticAssets } from './static-assets.js';

const NO_STORE = { 'Cache-Control': 'no-store' };

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
  /** Whether the database answered the watch's last look (`watchDatabase`); the health probe says so. Up without it. */
  databaseUp?: () => boolean;
  /** Domain sub-apps, mounted at the root after the core routes. */
  domains?: ReadonlyArray<Hono<SessionEnv>>;
  /** The domains' page heads for the served HTML (link previews), with the public base URL. */
  pageHead?: PageHeadResolver;
  /** The data pages embed in their HTML for their first draw (the home feed, content pages…). */
  pageData?: PageDataResolver;
  appUrl?: string;
  /** The configured outside services' origins the pages' CSP allows, per directive; none by default. */
  thirdPartySources?: Pick<
    SecurityHeaderOptions,
    'connectSrc' | 'scriptSrc' | 'frameSrc' | 'imgSrc' | 'fontSrc' | 'mediaSrc' | 'formAction'
  >;
  /** Where `/sitemap.xml` finds the public pages, one source per domain that has them. */
  sitemap?: readonly SitemapSource[];
  /** The embedded analytics ingestion endpoint (`POST /v0/events`), answered in front; none when off. */
  ingest?: Omit<IngestDeps, 'headers'> | null;
  /**
   * Routes answered in front of the session, CSRF and JSON-body middleware, each at its one path
   * (the payment provider's signed notifications: a raw body, no cookie, no CSRF token).
   */
  front?: ReadonlyArray<{ path: string; routes: Hono }>;
}

/**
 * Composes the API in two Hono apps. The front answers the requests that come in floods and
 * need nothing but the process (health probes, hashed build files), each with one handler and
 * nothing else in its router; everything else falls through to the composed app: cross-cutting
 * middleware in the order a request meets it, then each domain's sub-app, then the web app for
 * every other GET.
 *
 * The analytics events endpoint (`POST /v0/events`) answers in front too, for the same reason.
 *
 * Why two: the composed app's router holds hundreds of routes (hono's TrieRouter, since the spec's
 * cart paths are ambiguous for its RegExpRouter) and every request there matches the `use`
 * middleware too, which hono runs as an async chain. Through the front a probe is one small
 * match and a synchronous answer, about twice the throughput of the same answer behind them.
 *
 * Everything it needs is passed in, so tests build it over PGlite in memory with `app.request()`.
 * `routes` lists the routes of both apps. `front`, when there is one, answers some requests under
 * Node before `app` sees them (see `startServer`); `app` answers the same requests the same way.
 */
export function createApp(deps: AppDeps) {
  const sessions = createSessionService({ db: deps.database.db, now: deps.now, policy: deps.sessionPolicy });
  const headers = responseHeaders({
    ...deps.thirdPartySources,
    production: deps.production,
    styleSrc: deps.assets?.styleHashes,
  });
  const api = new Hono<SessionEnv>();
  const app = new Hono<SessionEnv>();

  // Health probes answer in front, their request id and security headers included: load
  // balancers poll them many times a second, and they read nothing but the process itself.
  // Each answer is built once; a probe costs one look at what the database watch last saw.
  const version = deps.version ?? '0.0.0';
  const healthy = headers.constantJson({ status: 'ok', version, database: 'up' } satisfies Health, NO_STORE);
  const unhealthy = headers.constantJson(
    {
      status: 'unavailable',
      version,
      database: 'down',
      message: 'The database cannot be reached. Please try again shortly.',
      code: ErrorCode.ServiceUnavailable,
    } satisfies Health,
    { ...NO_STORE, 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
    503,
  );
  const databaseUp = deps.databaseUp;
  app.get(HEALTH_PATH, databaseUp ? (c) => (databaseUp() ? healthy(c) : unhealthy(c)) : healthy);
  // Hashed build files likewise: immutable, cached by browsers for a year, and they need neither
  // a session nor a log line each (a first visit fetches dozens of them).
  if (deps.assets) {
    app.get('/assets/*', staticHandler(deps.assets, headers.own));
  }
  // Analytics events likewise: a beacon on every page view, posted from any origin with no cookie
  // and no CSRF token, so it needs none of the session work behind; the endpoint queues the
  // events and answers without waiting for the database (see `createEventBuffer`).
  // Under Node its common requests (the web client's post, the preflight) are answered before
  // even this app, straight from Node's request (`front`, which `startServer` puts in front of
  // @hono/node-server), with the same answers and headers; the rest come here.
  if (deps.ingest) app.route('/', ingestRoutes({ ...deps.ingest, headers: headers.own }));
  const front: NodeFront | undefined = deps.ingest
    ? ingestNodeFront({ ...deps.ingest, headers: headers.ownOf })
    : undefined;
  // Payment notifications likewise: the provider signs the raw body and sends no session.
  for (const front of deps.front ?? []) {
    app.use(front.path, headers.middleware);
    app.route('/', front.routes);
  }
  app.notFound((c) => api.fetch(c.req.raw, c.env));
  app.onError(errorHandler(deps.logger));

  // Outermost, so that it sees every answer as it leaves: pages and JSON go compressed.
  api.use(compressResponses());
  api.use(headers.middleware);
  // robots.txt and the sitemap are public, the same for everyone and read by crawlers: no session.
  if (deps.sitemap) {
    const onSourceError = (error: unknown) =>
      deps.logger.warn({ err: error }, 'a sitemap source failed: listing the others');
    api.route('/', sitemapRoutes({ origin: deps.appUrl ?? 'http://localhost', sources: deps.sitemap, onSourceError }));
  }
  api.use(requestLogger(deps.logger));
  for (const admit of deps.admission ?? []) api.use(admit);
  api.use(jsonBody());
  api.use(sessionMiddleware({ service: sessions, secure: deps.secureCookies, client: deps.sessionClient }));
  api.use(csrfProtection({ service: sessions }));
  api.use(userContext({ db: deps.database.db }));

  api.route('/', csrfRoutes({ service: sessions }));
  for (const domain of deps.domains ?? []) api.route('/', domain);

  api.all('/api/*', notFoundHandler);
  if (deps.assets) {
    api.get(
      '*',
      appPageHandler(deps.assets, {
        pageHead: deps.pageHead,
        origin: deps.appUrl,
        onPageHeadError: (error) =>
          deps.logger.warn({ err: error }, 'page head lookup failed: serving the default head'),
        pageData: deps.pageData,
        onPageDataError: (error) => deps.logger.warn({ err: error }, 'page data failed: the page fetches it itself'),
      }),
    );
  }

  api.notFound(notFoundHandler);
  api.onError(errorHandler(deps.logger));
  return { app, sessions, front, routes: [...app.routes, ...api.routes] };
}

export type App = ReturnType<typeof createApp>['app'];
