import { DEFAULT_SESSION_COOKIE } from '@folio/auth-server';
import { createAuthTestApp, fakeClock, type AuthTestApp } from '@folio/auth-server/testing';
import { SESSION_COOKIE_NAME, cartPaths } from '@folio/cart-contract';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@folio/http-contract';
import { products } from '@folio/order-forms-server/schema';
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintSessionUid } from './cart-session.js';
import { newCartUid } from './cart.service.js';
import { cartRoutes } from './cart.routes.js';
import { cartItems, carts } from './cart.table.js';
import { cartStockReader } from './stock.js';
import { cartFixtures, fakeCatalog } from './testing/cart-fixtures.js';

/*
 * The last units of a product under a rush of buyers. On PostgreSQL (TEST_DATABASE_URL, as CI runs
 * every suite) the adds really overlap, READ COMMITTED and all, and only the row locks keep the
 * count; on PGlite (one connection) they queue, so the same story checks the answers, not the race.
 */
const BUYERS = 200;
const ROUNDS = 5;
const LEFT = 10;
const database = process.env['TEST_DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
const clock = fakeClock('2026-06-15T12:00:00Z');

let t: AuthTestApp;
let make: ReturnType<typeof cartFixtures>;

beforeAll(async () => {
  t = await createAuthTestApp({
    now: clock.now,
    extra: (app, deps) =>
      app.route('/', cartRoutes({ db: deps.db, catalog: fakeCatalog, now: clock.now, secureCookies: false })),
  });
  make = cartFixtures(t.database.db);
}, 120_000);
afterAll(() => t.close());

interface Buyer {
  cartId: string;
  sessionUid: string;
  headers: Record<string, string>;
}

/** Buyers with their own visitor session, CSRF token and open cart of the form. */
async function buyers(formId: string, count: number): Promise<Buyer[]> {
  const made: Buyer[] = [];
  for (let i = 0; i < count; i++) {
    const session = await t.sessions.create(null);
    const sessionUid = mintSessionUid();
    const [cart] = await t.database.db
      .insert(carts)
      .values({ cartUid: newCartUid(), orderFormId: formId, sessionUid })
      .returning({ id: carts.id });
    made.push({
      cartId: cart!.id,
      sessionUid,
      headers: {
        cookie: `${DEFAULT_SESSION_COOKIE}=${session.issuedToken}; ${XSRF_COOKIE_NAME}=${session.issuedCsrfToken}; ${SESSION_COOKIE_NAME}=${sessionUid}`,
        [XSRF_HEADER_NAME]: session.issuedCsrfToken!,
        'content-type': 'application/json',
      },
    });
  }
  return made;
}

async function rush(people: Buyer[], line: (i: number) => Record<string, unknown>) {
  return Promise.all(
    people.map(async (buyer, i) => {
      const response = await t.app.request(cartPaths.add(buyer.cartId), {
        method: 'POST',
        headers: buyer.headers,
        body: JSON.stringify({ session_uid: buyer.sessionUid, quantity: 1, ...line(i) }),
      });
      return { status: response.status, body: (await response.json()) as { message?: string; code?: string } };
    }),
  );
}

/** Units of the product held now by every active line, product lines and bundle lines alike. */
async function heldOf(productId: string, bundleId?: string) {
  const now = clock.now();
  const [direct] = await t.database.db
    .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(and(eq(cartItems.productId, productId), gt(cartItems.heldUntil, now)));
  const [viaBundle] = bundleId
    ? await t.database.db
        .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
        .from(cartItems)
        .where(and(eq(cartItems.bundleId, bundleId), gt(cartItems.heldUntil, now)))
    : [{ n: 0 }];
  return Number(direct?.n ?? 0) + Number(viaBundle?.n ?? 0);
}

describe(`${BUYERS} buyers race for the last ${LEFT} units, ${ROUNDS} rounds (${database})`, () => {
  it('a product: exactly 10 holds succeed, every other buyer gets a clear 422, and stock never goes below 0', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const form = await make.form();
      const product = await make.product(form.id, {
        title: `Last copies ${round}`,
        stockLimit: 50,
        stockSold: 50 - LEFT,
      });
      const answers = await rush(await buyers(form.id, BUYERS), () => ({ product_id: product.id }));

      expect(answers.filter((a) => a.status === 200)).toHaveLength(LEFT);
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused).toHaveLength(BUYERS - LEFT);
      for (const answer of refused)
        expect(answer).toEqual({
          status: 422,
          body: { message: `Last copies ${round} is sold out.`, code: 'cart_refused' },
        });
      expect(await heldOf(product.id)).toBe(LEFT);
      const left = await cartStockReader.available(
        t.database.db,
        { productIds: [product.id], bundleIds: [] },
        clock.now(),
      );
      expect(left.products.get(product.id)).toBe(0);
      const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
      expect(row!.stockSold).toBe(50 - LEFT);
    }
  }, 300_000);

  it('a bundle that shares the product with single copies: together exactly 10 hold, never more', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const form = await make.form();
      const product = await make.product(form.id, { title: `Shared ${round}`, stockLimit: 50, stockSold: 50 - LEFT });
      const tote = await make.product(form.id, { title: 'Tote' });
      const bundle = await make.bundle(form.id, [{ productId: product.id }, { productId: tote.id }], {
        title: `Set ${round}`,
      });
      const answers = await rush(await buyers(form.id, BUYERS), (i) =>
        i % 2 === 0 ? { product_id: product.id } : { bundle_id: bundle.id },
      );

      expect(answers.filter((a) => a.status === 200)).toHaveLength(LEFT);
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused).toHaveLength(BUYERS - LEFT);
      for (const answer of refused) {
        expect(answer.status).toBe(422);
        expect([`Shared ${round} is sold out.`, `Set ${round} is sold out.`]).toContain(answer.body.message);
      }
      expect(await heldOf(product.id, bundle.id)).toBe(LEFT);
      const left = await cartStockReader.available(
        t.database.db,
        { productIds: [product.id], bundleIds: [bundle.id] },
        clock.now(),
      );
      expect(left.products.get(product.id)).toBe(0);
      expect(left.bundles.get(bundle.id)).toBe(0);
    }
  }, 300_000);

  it('one visitor’s parallel adds of a product without limits to one cart (the one-call add): none lost, none past the line’s cap', async () => {
    const form = await make.form();
    const product = await make.product(form.id, { title: 'Open edition' });
    const [buyer] = await buyers(form.id, 1);
    const answers = await rush(
      Array.from({ length: 60 }, () => buyer!),
      () => ({ product_id: product.id, quantity: 2 }),
    );

    // 49 adds of 2 reach 98; each later one would pass 99.
    expect(answers.filter((a) => a.status === 200)).toHaveLength(49);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer).toEqual({
        status: 422,
        body: { message: 'You can have at most 99 of Open edition in one cart.', code: 'cart_refused' },
      });
    }
    const lines = await t.database.db.select().from(cartItems).where(eq(cartItems.cartId, buyer!.cartId));
    expect(lines.map((line) => line.quantity)).toEqual([98]);
  }, 120_000);
});
