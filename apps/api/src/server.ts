import { createServer, type Server } from 'node:http';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { accountRoutes } from '@folio/account-server';
import {
  clientIpResolver,
  createAuthDomain,
  devSsoRoutes,
  sessionClientReader,
  socialRoutes,
  type SessionEnv,
} from '@folio/auth-server';
import {
  migrate,
  openDatabase,
  openServerInstance,
  runSeeders,
  watchDatabase,
  type Database,
  type DatabaseHandle,
  type ServerInstance,
} from '@folio/db';
import { countryOfAddress, geolocationRoutes } from '@folio/geolocation-server';
import { createDevMailboxMailer, createMailQueue, createSmtpMailer, devMailboxRoutes } from '@folio/mail';
import { notificationRoutes } from '@folio/notifications-server';
import { createLogger, pageDataResolver, pageHeadResolver, withPublicConfig, type Logger } from '@folio/server-kit';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { NodeFront } from '@folio/analytics-server';
import { buildAnalytics } from './analytics.js';
import { createApp } from './app.js';
import { buildCatalog, catalogPageData, catalogPageHeads } from './catalog.js';
import { buildCheckout } from './checkout.js';
import { buildCommerce, commercePageData, commercePageHeads, signInHooks } from './commerce.js';
import { answerClientErrors } from './client-errors.js';
import { loopbackOnly } from './loopback-only.js';
import type { AppConfig } from './env.js';
import { botChallengeVerifier } from './integrations.js';
import { buildMarketing, marketingPageHeads, sitemapSources } from './marketing.js';
import { DEMO_ACCOUNTS_SEEDER, demoSeeders, randomDemoPassword, siteSeeders } from './seeders.js';
import { publicConfigOf, thirdPartySourcesOf } from './public-config.js';
import { loadStaticAssets, withIndexHtml } from './static-assets.js';

export interface RunningServer {
  port: number;
  logger: Logger;
  /** Stops taking connections, lets in-flight requests finish, closes the database. */
  shutdown(reason: string): Promise<void>;
}

const SHUTDOWN_GRACE_MS = 10_000;
const SESSION_PRUNE_EVERY_MS = 10 * 60 * 1000;
/** How often due giveaways are drawn (once at start too; the draw is exactly-once across servers). */
const GIVEAWAY_DRAW_EVERY_MS = 60 * 1000;

/**
 * The accounts domains with their mail queue: identity (`@folio/auth-server`), the account area
 * (`@folio/account-server`) and notifications (`@folio/notifications-server`), which share the
 * identity domain's deps. Mail goes through SMTP when SMTP_URL is set, else the development
 * mailbox, which also logs each message's links (there is no other way to read them under
 * `npm start`; with SMTP no link is ever logged). In development (`npm run dev`) only, it adds the
 * development routes (`GET /api/dev/mailbox`, and `POST /api/dev/sso-ticket` when SSO_SECRET is
 * set), answering loopback clients only; otherwise they do not exist at all.
 */
export function buildAccounts(
  config: AppConfig,
  db: Database,
  logger: Logger,
  botChallenge = botChallengeVerifier(config, logger),
  instance?: ServerInstance,
) {
  const mailer = config.mail.smtpUrl
    ? createSmtpMailer({ url: config.mail.smtpUrl, from: config.mail.from })
    : createDevMailboxMailer({ db, logger });
  const mail = createMailQueue({ db, mailer, logger, instance, retryDelaysMs: config.background?.retryDelaysMs });
  const clientIp = clientIpResolver({ trustProxyHops: config.trustProxyHops });
  // At every way in (password, register, reset, SSO; social below): guest carts join the account.
  const onSignIn = signInHooks(db, logger);
  const auth = createAuthDomain({
    db,
    mail,
    appUrl: config.appUrl,
    secureCookies: config.secureCookies,
    ssoSecret: config.ssoSecret,
    appKey: config.appKey ? new TextEncoder().encode(config.appKey) : undefined,
    clientIp,
    onSignIn,
    botChallenge,
  });
  // What each session records for the sessions list, from the same client address as the rate limits.
  const sessionClient = sessionClientReader({
    clientIp,
    trustProxyHops: config.trustProxyHops,
    countryHeader: config.countryHeader,
  });
  const dev: Array<Hono<SessionEnv>> = [];
  if (config.devTools) {
    const helpers = new Hono<SessionEnv>().use('/api/dev/*', loopbackOnly()).route('/', devMailboxRoutes({ db }));
    if (config.ssoSecret) helpers.route('/', devSsoRoutes({ ssoSecret: config.ssoSecret }));
    dev.push(helpers);
  }
  if (!config.mail.smtpUrl) {
    logger.warn("SMTP_URL is not set: e-mail is kept in the database, not delivered; each message's links are logged");
  }
  if (!config.ssoSecret) logger.info('SSO_SECRET is not set: single sign-on is off');
  if (config.production && !config.appKey)
    logger.warn('APP_KEY is not set: signed cookies use a key that changes at every start');
  return {
    mail,
    deps: auth.deps,
    onSignIn,
    sessionClient,
    admission: [auth.gate],
    domains: [auth.routes, accountRoutes(auth.deps), notificationRoutes(auth.deps), ...dev],
  };
}

/**
 * Every domain the API serves, in mounting order: the catalog, commerce, marketing (content, giveaways),
 * social sign-in, the seller's analytics funnel, the accounts domains (with their mail queue) and the
 * embedded geolocation service. The one list, shared by `startServer` and the tests that need the
 * API exactly as it is served.
 */
export function buildDomains(config: AppConfig, db: Database, logger: Logger, instance?: ServerInstance) {
  // One bot-protection check for registration and giveaway entry (Turnstile when configured).
  const challenge = botChallengeVerifier(config, logger);
  const accounts = buildAccounts(config, db, logger, challenge, instance);
  const analytics = buildAnalytics(config, db, logger);
  const checkout = buildCheckout(config, db, logger, accounts.mail, { instance });
  // The same client address as the rate limits and sessions (TRUST_PROXY_HOPS).
  const clientIp = clientIpResolver({ trustProxyHops: config.trustProxyHops });
  const marketing = buildMarketing(db, {
    mail: accounts.mail,
    logger,
    appUrl: config.appUrl,
    challenge,
    proxyCountryHeader: config.trustProxyHops > 0 ? config.countryHeader : null,
    ipCountry: (c) => countryOfAddress(clientIp(c)),
  });
  return {
    ...accounts,
    giveaways: marketing.giveaways,
    analytics,
    checkout,
    pageData: [...catalogPageData(db), ...marketing.pageData, ...commercePageData(db)],
    domains: [
      ...buildCatalog(db),
      ...buildCommerce(db, { secureCookies: config.secureCookies }),
      ...checkout.domains,
      ...marketing.domains,
      socialRoutes({ db, config: config.social, logger, onSignIn: accounts.onSignIn }),
      ...analytics.domains,
      ...accounts.domains,
      // The embedded IP geolocation service (always there; GEOLOCATION_URL only points browsers elsewhere).
      new Hono<SessionEnv>().route('/', geolocationRoutes({ clientIp })),
    ],
  };
}

/**
 * SEED=demo: the demo world, once per database. The demo accounts sign in with DEMO_PASSWORD, or
 * else with a random password generated now and printed this once: no password ships in the
 * source, and the demo accounts of a server someone exposed are not open to everyone.
 */
async function seedDemoWorld(db: Database, config: AppConfig, logger: Logger) {
  const password = config.demoPassword ?? randomDemoPassword();
  const ran = await runSeeders(db, demoSeeders({ password }));
  if (ran.length > 0) logger.info({ seeders: ran }, 'seeded demo data');
  if (ran.includes(DEMO_ACCOUNTS_SEEDER) && !config.demoPassword) {
    logger.warn(
      `Demo accounts reader@folio.test and author@folio.test sign in with the password ${password} ` +
        '(shown once, now; set DEMO_PASSWORD to choose it, or reset it through "Forgot password")',
    );
  }
}

/**
 * Node's `createServer` with `front` in front of @hono/node-server's request listener: what
 * `front` does not answer goes on to the app as before. (The analytics beacon is answered there,
 * without a `Request`, `Context` or `Response`; every other request pays one string check.)
 */
export function frontedServer(front: NodeFront): typeof createServer {
  return ((options: Parameters<typeof createServer>[0], listener: Parameters<typeof createServer>[1]) =>
    createServer(options ?? {}, (req, res) => {
      if (!front(req, res)) listener?.(req, res);
    })) as typeof createServer;
}

/** Opens and migrates the database, seeds an empty one, loads the web build and listens. */
export async function startServer(
  config: AppConfig,
  logger = createLogger({ level: config.logLevel }),
): Promise<RunningServer> {
  // The build writes the migrated PGlite template beside the bundle: a fresh data folder starts from it.
  const database: DatabaseHandle = await openDatabase(config.database, {
    templateDir: dirname(fileURLToPath(import.meta.url)),
  });
  if (database.fromTemplate) logger.info('new data folder started from the migrated template');
  await migrate(database);
  // This process as the others see it: what it leaves unfinished when killed is taken over at once.
  const instance = await openServerInstance(config.database, {
    onError: (error) => logger.warn({ err: error }, 'server instance lock connection failed'),
  });
  // What the health probe says of the database, looked at in the background (a probe costs nothing).
  const watch = watchDatabase(config.database, {
    onChange: (up, error) =>
      up
        ? logger.info('the database answers again')
        : logger.error({ err: error }, 'the database cannot be reached: the health probe answers 503'),
  });
  const site = await runSeeders(database.db, siteSeeders);
  if (site.length > 0) logger.info({ seeders: site }, 'seeded the site content');
  if (config.seedDemoData) await seedDemoWorld(database.db, config, logger);
  const built = loadStaticAssets(config.webDistDir);
  const assets =
    built &&
    withIndexHtml(built, (html) =>
      withPublicConfig(html, publicConfigOf(config, built.build && { id: built.build.id })),
    );
  if (!assets) logger.warn({ dir: config.webDistDir }, 'no web build found: serving the API only');

  const accounts = buildDomains(config, database.db, logger, instance);
  accounts.mail.start(config.background?.everyMs);

  const { app, sessions, front } = createApp({
    database,
    logger,
    assets,
    production: config.production,
    secureCookies: config.secureCookies,
    admission: accounts.admission,
    domains: accounts.domains,
    sessionClient: accounts.sessionClient,
    databaseUp: () => watch.up,
    pageHead: pageHeadResolver([
      ...catalogPageHeads(database.db),
      ...commercePageHeads(database.db),
      ...marketingPageHeads(database.db, { mail: accounts.mail, logger, appUrl: config.appUrl }),
    ]),
    sitemap: sitemapSources(database.db),
    pageData: pageDataResolver(accounts.pageData),
    appUrl: config.appUrl,
    thirdPartySources: thirdPartySourcesOf(config),
    ingest: accounts.analytics.ingest,
    front: accounts.checkout.front,
  });
  const prune = setInterval(() => {
    Promise.all([sessions.pruneExpired(), accounts.deps.tokens.prune(), accounts.deps.throttle.prune()]).catch(
      (error: unknown) => logger.warn({ err: error }, 'session pruning failed'),
    );
  }, SESSION_PRUNE_EVERY_MS);
  prune.unref();
  const drawDue = () =>
    accounts.giveaways.drawDue().catch((error: unknown) => logger.warn({ err: error }, 'giveaway draw run failed'));
  void drawDue();
  const draw = setInterval(drawDue, GIVEAWAY_DRAW_EVERY_MS);
  draw.unref();

  const server: ServerType = await new Promise((resolve) => {
    const s = serve(
      { fetch: app.fetch, port: config.port, hostname: config.host, createServer: front && frontedServer(front) },
      () => resolve(s),
    );
  });
  answerClientErrors(server as Server, logger);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(
    { port, database: database.kind, instance: instance.id },
    `Folio is listening on http://localhost:${port}`,
  );
  // Money moves once the webhook can be reached: expiry, instalments, the embedded provider's notifications.
  accounts.checkout.start(port);

  let stopping: Promise<void> | undefined;
  return {
    port,
    logger,
    shutdown(reason) {
      stopping ??= (async () => {
        logger.info({ reason }, 'shutting down');
        clearInterval(prune);
        clearInterval(draw);
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        (server as Server).closeIdleConnections?.();
        const force = setTimeout(() => (server as Server).closeAllConnections?.(), SHUTDOWN_GRACE_MS);
        await closed;
        clearTimeout(force);
        // Every request is answered: write the analytics events still waiting for their batch.
        await accounts.analytics.buffer.close();
        await accounts.checkout.stop();
        await accounts.mail.stop();
        await instance.close();
        await watch.stop();
        await database.close();
        logger.info('stopped');
      })();
      return stopping;
    },
  };
}
