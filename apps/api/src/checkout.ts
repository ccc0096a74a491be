import { clientIpResolver, type SessionEnv } from '@folio/auth-server';
import { checkoutPaths } from '@folio/checkout-contract';
import {
  checkoutRoutes,
  createInstalmentScheduler,
  defineCheckoutMail,
  defineInstalmentMail,
  expireDueOrders,
  instalmentChargeInFlight,
  paymentWebhookRoutes,
  type CheckoutDeps,
} from '@folio/checkout-server';
import type { Database, ServerInstance } from '@folio/db';
import type { MailQueue } from '@folio/mail';
import { defineOrdersMail, finishCancelledRefunds, ordersRoutes } from '@folio/orders-server';
import {
  createPaymentProvider,
  embeddedPaymentRoutes,
  isEmbeddedProvider,
  notificationDelivery,
  SIMULATED_PAYMENTS_WARNING,
  type PaymentProvider,
} from '@folio/payments-server';
import { crashPoints, type Logger } from '@folio/server-kit';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cachedCatalogRefs, catalogRefs } from './commerce.js';
import type { AppConfig } from './env.js';

/**
 * How often unpaid orders past their payment window are expired (their stock and coupon use given
 * back) and refunds a cancel left undone are finished; once at start too.
 */
const ORDER_SWEEP_EVERY_MS = 60 * 1000;
/** How often the instalment scheduler looks for due reminders and charges (each run is exactly-once across servers). */
const INSTALMENT_RUN_EVERY_MS = 60 * 1000;
/** A payment notification is a few kilobytes; anything far larger is not one. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

export interface Checkout {
  provider: PaymentProvider;
  /** Answered in front of the session and CSRF middleware: the provider's signed notifications. */
  front: Array<{ path: string; routes: Hono }>;
  /** Session routes: checkout, orders and, with the embedded provider, its browser API. */
  domains: Array<Hono<SessionEnv>>;
  /** Starts the background work once the server listens (`port`: where it listens, for the default webhook URL). */
  start(port: number): void;
  /** Stops it, waiting for a run in progress; before the database closes. */
  stop(): Promise<void>;
}

/**
 * Checkout, orders and payments, wired: the provider PAYMENTS_PROVIDER names (the embedded
 * test-mode provider by default, or Stripe), checkout's and orders' routes with their mail
 * templates on the shared queue, the notification webhook, and the background work that moves
 * money: expiring unpaid orders, the instalment scheduler and, for the embedded provider, the
 * delivery of its signed notifications to the webhook.
 */
export function buildCheckout(
  config: AppConfig,
  db: Database,
  logger: Logger,
  mail: MailQueue,
  options: { now?: () => Date; instance?: ServerInstance } = {},
): Checkout {
  const now = options.now ?? (() => new Date());
  const clock = { now };
  const { instance } = options;
  // FOLIO_CRASH_AT (tests only, refused in production): the named moments where this process kills itself.
  const crash = crashPoints(config.crashAt);
  if (config.crashAt.length > 0)
    logger.warn(
      { crashAt: config.crashAt },
      'crash points armed: this process kills itself with SIGKILL when it reaches one',
    );
  const provider = createPaymentProvider(config.payments, { db, clock, logger, crash });
  if (config.payments.provider === 'embedded') logger.warn(SIMULATED_PAYMENTS_WARNING);
  const deps: CheckoutDeps = {
    db,
    provider,
    catalog: cachedCatalogRefs(catalogRefs(db)),
    mail,
    now,
    logger,
    instance,
    crash,
  };
  defineCheckoutMail({ mail, db, appUrl: config.appUrl });
  defineOrdersMail({ mail, db, appUrl: config.appUrl });
  defineInstalmentMail({ mail, db, appUrl: config.appUrl });
  const scheduler = createInstalmentScheduler({ db, provider, mail, logger, now, instance, crash });

  const webhook = new Hono()
    .use(
      checkoutPaths.webhook,
      bodyLimit({
        maxSize: WEBHOOK_BODY_LIMIT,
        onError: (c) =>
          c.json({ message: 'A payment notification is never this large.', code: 'payload_too_large' }, 413),
      }),
    )
    .route('/', paymentWebhookRoutes(deps));
  const ordersDeps = { ...deps, chargeInFlight: instalmentChargeInFlight };
  const domains: Array<Hono<SessionEnv>> = [checkoutRoutes(deps), ordersRoutes(ordersDeps)];
  const embedded = config.payments.provider === 'embedded' && isEmbeddedProvider(provider) ? config.payments : null;
  if (embedded && isEmbeddedProvider(provider))
    domains.push(
      new Hono<SessionEnv>().route(
        '/',
        // Declined cards are counted per client address too, read as the other limits read it.
        embeddedPaymentRoutes({ provider, clientIp: clientIpResolver({ trustProxyHops: config.trustProxyHops }) }),
      ),
    );

  let delivery: ReturnType<typeof notificationDelivery> | null = null;
  let expiry: ReturnType<typeof setInterval> | undefined;
  const expire = () =>
    Promise.all([
      expireDueOrders(deps).catch((error: unknown) => logger.warn({ err: error }, 'order expiry run failed')),
      finishCancelledRefunds(ordersDeps).catch((error: unknown) =>
        logger.warn({ err: error }, 'cancelled orders refund run failed'),
      ),
    ]);
  return {
    provider,
    front: [{ path: checkoutPaths.webhook, routes: webhook }],
    domains,
    start(port) {
      const pace = config.background;
      void expire();
      expiry = setInterval(expire, pace?.everyMs ?? ORDER_SWEEP_EVERY_MS);
      expiry.unref();
      scheduler.start(pace?.everyMs ?? INSTALMENT_RUN_EVERY_MS);
      if (embedded) {
        const url = config.paymentsWebhookUrl ?? `http://127.0.0.1:${port}${checkoutPaths.webhook}`;
        delivery = notificationDelivery({
          db,
          url,
          signingSecret: embedded.signingSecret,
          clock,
          logger,
          crash,
          instance,
          ...(pace ? { intervalMs: pace.everyMs, backoff: pace.backoff } : {}),
        });
        delivery.start();
      }
    },
    async stop() {
      clearInterval(expiry);
      await Promise.all([scheduler.stop(), delivery?.stop()]);
    },
  };
}
