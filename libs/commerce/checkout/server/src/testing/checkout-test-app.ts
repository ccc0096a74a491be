import { DEFAULT_SESSION_COOKIE, type UserRow } from '@folio/auth-server';
import { createAuthTestApp, fakeClock, type AuthTestAppOptions } from '@folio/auth-server/testing';
import { cartRoutes, newCartUid } from '@folio/cart-server';
import { cartItems, carts } from '@folio/cart-server/schema';
import { cartFixtures, fakeCatalog } from '@folio/cart-server/testing';
import { IDEMPOTENCY_KEY_HEADER } from '@folio/checkout-contract';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@folio/http-contract';
import { defineOrdersMail, ordersRoutes } from '@folio/orders-server';
import { createEmbeddedProvider, signNotification, type EmbeddedProvider } from '@folio/payments-server';
import { embeddedPayNotifications } from '@folio/payments-server/schema';
import { asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { TEST_ONLY_SWITCHES, type CheckoutDeps, type CheckoutTestSwitches } from '../checkout-deps.js';
import { defineCheckoutMail } from '../checkout-mail.js';
import { checkoutRoutes, paymentWebhookRoutes } from '../checkout.routes.js';

export const WEBHOOK_SECRET = 'whsec_checkout_tests';
export const CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  insufficient: '4000000000009995',
} as const;

export interface Reply<T = any> {
  status: number;
  body: T;
}

export interface CheckoutTestAppOptions {
  start?: string;
  /**
   * `pglite`: an embedded database in memory even when TEST_DATABASE_URL names a PostgreSQL server
   * (R16 runs on PGlite in CI too); by default, what `createTestDatabase` picks.
   */
  database?: 'pglite';
}

/**
 * Checkout and orders composed over the auth test app (sessions, CSRF, the signed-in user) with
 * the real embedded provider on the same database, a fake clock, and helpers for readers, carts,
 * paying with a test card and delivering the provider's notifications to the webhook. Setting a
 * field of the returned `switches` turns off one of a checkout retry's protections
 * (`CheckoutTestSwitches`), for the R4 suite; `database: 'pglite'` is for the R16 suite.
 */
export async function createCheckoutTestApp(options: CheckoutTestAppOptions = {}) {
  const clock = fakeClock(options.start ?? '2026-06-15T12:00:00Z');
  const switches: CheckoutTestSwitches = {};
  let deps!: CheckoutDeps;
  let webhook!: Hono;
  const authOptions: AuthTestAppOptions = {
    now: clock.now,
    extra: (app, auth) => {
      const provider = createEmbeddedProvider({ db: auth.db, clock, signingSecret: WEBHOOK_SECRET });
      deps = {
        db: auth.db,
        provider,
        catalog: fakeCatalog,
        mail: auth.mail,
        now: clock.now,
        [TEST_ONLY_SWITCHES]: switches,
      };
      defineCheckoutMail({ mail: auth.mail, db: auth.db, appUrl: 'http://localhost:3000' });
      defineOrdersMail({ mail: auth.mail, db: auth.db, appUrl: 'http://localhost:3000' });
      app.route('/', cartRoutes({ db: auth.db, catalog: fakeCatalog, secureCookies: false, now: clock.now }));
      app.route('/', checkoutRoutes(deps));
      app.route('/', ordersRoutes(deps));
      webhook = paymentWebhookRoutes(deps);
    },
  };
  const t = await createAuthTestApp({ ...authOptions, database: options.database });
  const db = t.database.db;
  const make = cartFixtures(db);
  const provider = deps.provider as EmbeddedProvider;
  let users = 0;

  /** A signed-in reader and a `call` that sends their cookies and CSRF token. */
  async function reader(values: { verified?: boolean } = {}) {
    users += 1;
    // A name of their own: a profile's slug is the name and 24 random bits, which thousands of
    // readers of one name (R1's long run makes 10,000) would share by chance.
    const user: UserRow = await t.createUser({
      firstName: 'Reader',
      lastName: `No. ${users}`,
      email: `reader${users}-${randomUUID().slice(0, 6)}@example.test`,
      verified: values.verified ?? true,
      password: null,
    });
    const session = await t.sessions.create(user.id);
    const cookie = `${DEFAULT_SESSION_COOKIE}=${session.issuedToken}; ${XSRF_COOKIE_NAME}=${session.issuedCsrfToken}`;
    async function call<T = any>(
      method: string,
      path: string,
      json?: unknown,
      headers: Record<string, string> = {},
    ): Promise<Reply<T>> {
      const sent: Record<string, string> = {
        cookie,
        accept: 'application/json',
        [XSRF_HEADER_NAME]: session.issuedCsrfToken!,
        ...headers,
      };
      if (json !== undefined) sent['content-type'] = 'application/json';
      const res = await t.app.request(path, {
        method,
        headers: sent,
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    }
    return { user, call, cookie };
  }

  /** A cart of the user's with one line of `quantity` units of the product, held until `heldUntil` (lapsed by default). */
  async function cart(
    userId: string,
    formId: string,
    productId: string,
    quantity = 1,
    heldUntil = new Date(clock.now().getTime() - 1000),
  ) {
    const [row] = await db
      .insert(carts)
      .values({ cartUid: newCartUid(), orderFormId: formId, sessionUid: randomUUID().replaceAll('-', ''), userId })
      .returning();
    await db.insert(cartItems).values({ cartId: row!.id, lineKey: `p:${productId}:-`, productId, quantity, heldUntil });
    return row!;
  }

  const checkout = (
    r: Awaited<ReturnType<typeof reader>>,
    cartId: string,
    body: unknown = { mode: 'full', accept_terms: true },
    key = randomUUID(),
  ) => r.call('POST', `/api/cart/${cartId}/checkout`, body, { [IDEMPOTENCY_KEY_HEADER]: key });

  const pay = (payment: { id: string; client_secret: string }, number: string = CARDS.ok) =>
    provider.browser.confirm(payment.id, payment.client_secret, {
      type: 'card',
      number,
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
      name: 'Ada Reader',
    });

  /** The provider's notifications (of one payment, or all), oldest first, as signed deliveries. */
  async function notifications(paymentId?: string) {
    const rows = await db.select().from(embeddedPayNotifications).orderBy(asc(embeddedPayNotifications.createdAt));
    return rows
      .filter((row) => !paymentId || row.paymentId === paymentId)
      .map((row) => ({ id: row.id, type: row.type, body: row.body }));
  }

  const deliver = async (
    body: string,
    signature = signNotification(body, WEBHOOK_SECRET, clock.now()),
  ): Promise<Reply> => {
    const res = await webhook.request('/api/payments/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Folio-Signature': signature },
      body,
    });
    return { status: res.status, body: await res.json() };
  };

  /** Delivers every notification of a payment once, signed now. */
  async function deliverAll(paymentId: string) {
    for (const note of await notifications(paymentId)) await deliver(note.body);
  }

  return {
    t,
    db,
    switches,
    deliverAll,
    clock,
    deps,
    provider,
    make,
    reader,
    cart,
    checkout,
    pay,
    notifications,
    deliver,
    close: () => t.close(),
    formOf: (values: Parameters<typeof make.form>[0] = {}) => make.form(values),
    productOf: make.product,
    byId: (id: string) => db.select().from(carts).where(eq(carts.id, id)),
  };
}

export type CheckoutTestApp = Awaited<ReturnType<typeof createCheckoutTestApp>>;
