import { createAuthTestApp, fakeClock, type AuthTestApp, type TestBrowser } from '@folio/auth-server/testing';
import {
  Cart,
  CartListResponse,
  CartOrderPreview,
  CartSummaryResponse,
  HOLD_MINUTES,
  SESSION_COOKIE_NAME,
  StockCheckResponse,
  cartPaths,
} from '@folio/cart-contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartRoutes } from './cart.routes.js';
import { coupons, couponRedemptions, shippingRates } from './cart.table.js';
import { cartStockReader } from './stock.js';
import { cartFixtures, fakeCatalog } from './testing/cart-fixtures.js';

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
}, 60_000);
afterAll(() => t.close());

/** A visitor who opened the form's cart: their browser and the cart. */
async function visitorWithCart(formId: string, browser: TestBrowser = t.browser()) {
  await browser.handshake();
  const init = await browser.get<{ data: Cart }>(cartPaths.init(formId));
  expect(init.status).toBe(200);
  return { browser, cart: init.body.data, sessionUid: browser.cookie(SESSION_COOKIE_NAME)! };
}

const add = (
  visitor: { browser: TestBrowser; cart: Cart; sessionUid: string },
  line: Record<string, unknown>,
  quantity = 1,
) =>
  visitor.browser.post<{ data: Cart; message?: string; code?: string }>(cartPaths.add(visitor.cart.id), {
    session_uid: visitor.sessionUid,
    quantity,
    ...line,
  });

describe('init: the visitor session and their cart of a form', () => {
  it('mints a sess_id cookie of 192 random bits the client can read, for 365 days on path /, and makes the cart once', async () => {
    const form = await make.form();
    const browser = t.browser();
    const first = await browser.get<{ data: Cart }>(cartPaths.init(form.id));
    expect(first.status).toBe(200);
    const setCookie = first.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE_NAME}=`))!;
    expect(setCookie).toMatch(/^sess_id=[A-Za-z0-9_-]{32}; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect(setCookie).not.toMatch(/HttpOnly/i);
    const cart = v.parse(Cart, first.body.data);
    expect(cart).toMatchObject({
      session_uid: browser.cookie(SESSION_COOKIE_NAME),
      status: 'open',
      order_form: { id: form.id, uid: form.uid, currency: 'GBP' },
      total_quantity: 0,
    });
    expect(first.headers.get('cache-control')).toBe('private, no-store');

    const again = await browser.get<{ data: Cart }>(
      `${cartPaths.init(form.uid)}?session_uid=${browser.cookie(SESSION_COOKIE_NAME)}`,
    );
    expect(again.body.data.id).toBe(cart.id);
    expect(again.headers.getSetCookie().some((line) => line.startsWith('sess_id='))).toBe(false);
  });

  it('answers 404 for an unknown form, and for a session_uid that is not the caller’s', async () => {
    const form = await make.form();
    const { browser } = await visitorWithCart(form.id);
    expect((await browser.get(cartPaths.init('00000000-0000-4000-8000-000000000000'))).body).toEqual({
      message: 'Order form not found.',
      code: 'not_found',
    });
    const stranger = await browser.get(`${cartPaths.init(form.id)}?session_uid=${'A'.repeat(32)}`);
    expect(stranger.status).toBe(404);
    expect((await browser.get(`${cartPaths.init(form.id)}?session_uid=short`)).status).toBe(422);
  });
});

describe('adding, adjusting and removing lines', () => {
  it('adds a product in a variant, raising one line when added again, with price_total and the session_uid in data', async () => {
    const form = await make.form();
    const product = await make.product(form.id, { stockLimit: 10 });
    const hardback = await make.variant(product.id, 'Hardback', 3500);
    const visitor = await visitorWithCart(form.id);
    const first = await add(visitor, { product_id: product.id, variant_id: hardback.id }, 2);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Product added to cart');
    expect(first.body.data.session_uid).toBe(visitor.sessionUid);
    const second = await add(visitor, { product_id: product.id, variant_id: hardback.id }, 1);
    const cart = v.parse(Cart, second.body.data);
    expect(cart.items.products).toHaveLength(1);
    expect(cart.items.products[0]).toMatchObject({
      product_id: product.id,
      product_variant_id: hardback.id,
      quantity: 3,
      price_total: 10500,
      variant_name: 'Hardback',
      hold: { active: true },
    });
    expect(cart.subtotal_minor).toBe(10500);
    expect(new Date(cart.items.products[0]!.hold.held_until).getTime() - clock.now().getTime()).toBe(
      HOLD_MINUTES * 60_000,
    );
  });

  it('refuses a product with variants without one, and a variant of another product (422 with words)', async () => {
    const form = await make.form();
    const product = await make.product(form.id);
    await make.variant(product.id, 'Hardback');
    const other = await make.product(form.id, { title: 'Other' });
    const otherVariant = await make.variant(other.id, 'Paperback');
    const visitor = await visitorWithCart(form.id);
    expect((await add(visitor, { product_id: product.id })).body).toEqual({
      message: 'Choose a variant of The Glass Orchard.',
      code: 'cart_refused',
    });
    expect((await add(visitor, { product_id: product.id, variant_id: otherVariant.id })).status).toBe(422);
    expect((await add(visitor, { product_id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
  });

  it('adds a product without limits (the one-call add) in a variant, up to the line’s cap, and a refusal changes nothing', async () => {
    const form = await make.form();
    const product = await make.product(form.id);
    const signed = await make.variant(product.id, 'Signed', 4200);
    const other = await make.product(form.id, { title: 'Second Book' });
    const visitor = await visitorWithCart(form.id);
    expect((await add(visitor, { product_id: product.id })).body).toEqual({
      message: 'Choose a variant of The Glass Orchard.',
      code: 'cart_refused',
    });
    expect((await add(visitor, { product_id: other.id, variant_id: signed.id })).body).toEqual({
      message: 'Second Book has no variants to choose from.',
      code: 'cart_refused',
    });
    const first = await add(visitor, { product_id: product.id, variant_id: signed.id }, 98);
    expect(first.body.data.items.products[0]).toMatchObject({
      product_variant_id: signed.id,
      variant_name: 'Signed',
      quantity: 98,
      price_total: 98 * 4200,
      hold: { active: true },
    });
    clock.advance(1000);
    await add(visitor, { product_id: other.id }, 2);
    clock.advance(60_000);
    const full = await add(visitor, { product_id: product.id, variant_id: signed.id });
    expect(full.body.data.items.products.map((line) => [line.title, line.quantity])).toEqual([
      ['The Glass Orchard', 99],
      ['Second Book', 2],
    ]);
    expect(full.body.data.updated_at).toBe(clock.now().toISOString());
    clock.advance(60_000);
    const over = await add(visitor, { product_id: product.id, variant_id: signed.id });
    expect(over.body).toEqual({
      message: 'You can have at most 99 of The Glass Orchard (Signed) in one cart.',
      code: 'cart_refused',
    });
    const after = (await visitor.browser.get<{ data: Cart }>(cartPaths.cart(visitor.cart.id))).body.data;
    expect(after.total_quantity).toBe(101);
    expect(after.updated_at).toBe(full.body.data.updated_at);
  });

  it('adds a bundle with a variant chosen for each product that has variants, and says so', async () => {
    const form = await make.form();
    const book = await make.product(form.id, { title: 'Book' });
    const signed = await make.variant(book.id, 'Signed');
    const tote = await make.product(form.id, { title: 'Tote' });
    const bundle = await make.bundle(form.id, [{ productId: book.id }, { productId: tote.id }]);
    const visitor = await visitorWithCart(form.id);
    expect((await add(visitor, { bundle_id: bundle.id })).body).toMatchObject({
      code: 'cart_refused',
      message: 'Choose a variant of Book for Signed set.',
    });
    const added = await add(
      visitor,
      { bundle_id: bundle.id, product_variants: [{ product_id: book.id, variant_id: signed.id }] },
      2,
    );
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Bundle added to cart');
    expect(added.body.data.items.bundles[0]).toMatchObject({
      bundle_id: bundle.id,
      quantity: 2,
      price_total: 12000,
      product_variants: [{ product_id: book.id, product_title: 'Book', variant_id: signed.id, variant_name: 'Signed' }],
    });
  });

  it('adjusts and removes a line; raising past the stock is refused and keeps the quantity', async () => {
    const form = await make.form();
    const product = await make.product(form.id, { stockLimit: 4 });
    const visitor = await visitorWithCart(form.id);
    await add(visitor, { product_id: product.id }, 2);
    const raised = await visitor.browser.post<{ message: string }>(cartPaths.adjust(visitor.cart.id), {
      product_id: product.id,
      quantity: 5,
    });
    expect(raised).toMatchObject({
      status: 422,
      body: { message: 'Only 4 left of The Glass Orchard.', code: 'cart_refused' },
    });
    const adjusted = await visitor.browser.post<{ data: Cart }>(cartPaths.adjust(visitor.cart.id), {
      product_id: product.id,
      quantity: 4,
    });
    expect(adjusted.body.data.items.products[0]!.quantity).toBe(4);
    const removed = await visitor.browser.post<{ data: Cart }>(cartPaths.remove(visitor.cart.id), {
      product_id: product.id,
    });
    expect(removed.body.data.items.products).toEqual([]);
    expect((await visitor.browser.post(cartPaths.remove(visitor.cart.id), { product_id: product.id })).status).toBe(
      404,
    );
  });

  it('validates bodies with the contract: 422 {message, code, errors}', async () => {
    const form = await make.form();
    const visitor = await visitorWithCart(form.id);
    for (const body of [
      {},
      { product_id: 'x', quantity: 1, session_uid: visitor.sessionUid },
      { product_id: form.id, bundle_id: form.id, quantity: 1, session_uid: visitor.sessionUid },
      { product_id: form.id, quantity: 0, session_uid: visitor.sessionUid },
    ]) {
      const answer = await visitor.browser.post<{ message: string; code: string }>(
        cartPaths.add(visitor.cart.id),
        body,
      );
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ code: 'validation_failed', message: expect.any(String) });
    }
    const withoutSession = await visitor.browser.post(cartPaths.add(visitor.cart.id), {
      product_id: form.id,
      quantity: 1,
    });
    expect(withoutSession.body).toEqual({
      message: 'The session_uid field is required.',
      code: 'validation_failed',
      errors: { session_uid: ['The session_uid field is required.'] },
    });
    expect((await visitor.browser.post(cartPaths.message(visitor.cart.id), { message: 'x'.repeat(2001) })).status).toBe(
      422,
    );
    expect((await visitor.browser.get(`${cartPaths.shippingOptions(visitor.cart.id)}?country_code=GBR`)).status).toBe(
      422,
    );
    expect((await visitor.browser.get(`${cartPaths.list}?sort_by=password`)).status).toBe(422);
    expect((await visitor.browser.get(`${cartPaths.list}?per_page=1000`)).status).toBe(422);
  });
});

describe('what a form allows', () => {
  it('refuses adds to a closed form and to one past its close date, with the form’s name', async () => {
    const closed = await make.form({ closed: true, title: 'Closed table' });
    const past = await make.form({ closeDate: '2026-06-14', title: 'Past table' });
    for (const form of [closed, past]) {
      const product = await make.product(form.id);
      const visitor = await visitorWithCart(form.id);
      expect((await add(visitor, { product_id: product.id })).body).toEqual({
        message: `${form.title} is closed and takes no more orders.`,
        code: 'cart_refused',
      });
    }
  });

  it('caps a cart’s units at the form’s maximum per order, and a product’s units per customer', async () => {
    const form = await make.form({ maxQuantityPerOrder: 3 });
    const a = await make.product(form.id, { title: 'A' });
    const b = await make.product(form.id, { title: 'B', perCustomerLimit: 1 });
    const visitor = await visitorWithCart(form.id);
    expect((await add(visitor, { product_id: b.id }, 2)).body).toMatchObject({
      message: 'You can buy at most 1 of B.',
    });
    await add(visitor, { product_id: b.id }, 1);
    await add(visitor, { product_id: a.id }, 2);
    expect((await add(visitor, { product_id: a.id }, 1)).body).toMatchObject({
      message: `You can order at most 3 items from ${form.title} in one order.`,
    });
  });

  it('counts a product’s units in the customer’s bundles towards its per-customer limit, and a bundle’s own limit', async () => {
    const form = await make.form();
    const book = await make.product(form.id, { title: 'Book', perCustomerLimit: 4 });
    const other = await make.product(form.id, { title: 'Other' });
    const bundle = await make.bundle(form.id, [{ productId: book.id, quantity: 2 }, { productId: other.id }], {
      title: 'Pair',
      perCustomerLimit: 1,
    });
    const visitor = await visitorWithCart(form.id);
    expect((await add(visitor, { bundle_id: bundle.id }, 1)).status).toBe(200);
    expect((await add(visitor, { bundle_id: bundle.id }, 1)).body).toMatchObject({
      message: 'You can buy at most 1 of Pair.',
    });
    expect((await add(visitor, { product_id: book.id }, 3)).body).toMatchObject({
      message: 'You can buy at most 4 of Book.',
    });
    const added = await add(visitor, { product_id: book.id }, 2);
    expect(added.body.data).toMatchObject({
      total_quantity: 3,
      items: { bundles: [{ title: 'Pair', quantity: 1 }], products: [{ title: 'Book', quantity: 2 }] },
    });
  });

  it('never lets a bundle and a product that share units together hold more than the stock', async () => {
    const form = await make.form();
    const book = await make.product(form.id, { title: 'Book', stockLimit: 3 });
    const bundle = await make.bundle(form.id, [{ productId: book.id, quantity: 2 }], { title: 'Double' });
    const one = await visitorWithCart(form.id);
    const two = await visitorWithCart(form.id);
    expect((await add(one, { product_id: book.id }, 2)).status).toBe(200);
    expect((await add(two, { bundle_id: bundle.id }, 1)).body).toMatchObject({ message: 'Double is sold out.' });
    const stock = await cartStockReader.available(
      t.database.db,
      { productIds: [book.id], bundleIds: [bundle.id] },
      clock.now(),
    );
    expect(stock.products.get(book.id)).toBe(1);
    expect(stock.bundles.get(bundle.id)).toBe(0);
  });
});

describe('holds lapse and are taken again', () => {
  it('returns a lapsed line’s units to stock, keeps the line, and check-stock reports it', async () => {
    const form = await make.form();
    const product = await make.product(form.id, { stockLimit: 2, title: 'Rare' });
    const first = await visitorWithCart(form.id);
    const second = await visitorWithCart(form.id);
    await add(first, { product_id: product.id }, 2);
    expect((await add(second, { product_id: product.id })).body).toMatchObject({ message: 'Rare is sold out.' });
    const held = v.parse(StockCheckResponse, (await first.browser.get(cartPaths.checkStock(first.cart.id))).body);
    expect(held.data).toMatchObject({ ok: true, lines: [{ status: 'held', requested: 2 }] });

    clock.advance((HOLD_MINUTES + 1) * 60_000);
    const lapsed = (await first.browser.get<{ data: Cart }>(cartPaths.cart(first.cart.id))).body.data;
    expect(lapsed.items.products[0]).toMatchObject({ quantity: 2, hold: { active: false } });
    expect((await add(second, { product_id: product.id })).status).toBe(200);

    const short = v.parse(StockCheckResponse, (await first.browser.get(cartPaths.checkStock(first.cart.id))).body);
    expect(short.data).toMatchObject({
      ok: false,
      lines: [{ status: 'short', requested: 2, available: 1, held_until: null }],
    });
    expect(short.message).toEqual(expect.any(String));
    await second.browser.post(cartPaths.remove(second.cart.id), { product_id: product.id });
    const renewed = v.parse(StockCheckResponse, (await first.browser.get(cartPaths.checkStock(first.cart.id))).body);
    expect(renewed.data).toMatchObject({ ok: true, lines: [{ status: 'renewed', available: 2 }] });
  });
});

describe('whose cart it is', () => {
  it('answers 404 to another visitor, a guessed id and a visitor without a cookie, on every cart call', async () => {
    const form = await make.form();
    const product = await make.product(form.id);
    const owner = await visitorWithCart(form.id);
    await add(owner, { product_id: product.id });
    const other = await visitorWithCart(form.id);
    const nobody = t.browser();
    await nobody.handshake();
    const guessed = '00000000-0000-4000-8000-000000000001';
    for (const [who, id] of [
      [other.browser, owner.cart.id],
      [nobody, owner.cart.id],
      [owner.browser, guessed],
      [owner.browser, 'not-an-id'],
    ] as const) {
      for (const [method, path, body] of [
        ['GET', cartPaths.cart(id)],
        ['GET', cartPaths.items(id)],
        ['GET', cartPaths.checkStock(id)],
        ['GET', `${cartPaths.shippingOptions(id)}?country_code=GB`],
        ['GET', cartPaths.order(id)],
        ['GET', cartPaths.couponRevalidate(id)],
        ['POST', cartPaths.remove(id), { product_id: product.id }],
        ['POST', cartPaths.adjust(id), { product_id: product.id, quantity: 1 }],
        ['POST', cartPaths.message(id), { message: 'hi' }],
        ['POST', cartPaths.pendingOrder(id)],
        ['POST', cartPaths.coupon(id), { code: 'X' }],
        ['DELETE', cartPaths.coupon(id)],
        ['DELETE', cartPaths.cart(id)],
      ] as const) {
        const answer = await who.request(method, path, body === undefined ? {} : { json: body });
        expect({ path, method, status: answer.status, body: answer.body }).toEqual({
          path,
          method,
          status: 404,
          body: { message: expect.any(String), code: 'not_found' },
        });
      }
    }
    // Adding with the owner's session_uid from another browser: not theirs either.
    expect(
      (await add({ ...other, cart: owner.cart, sessionUid: owner.sessionUid }, { product_id: product.id })).status,
    ).toBe(404);
    expect((await add({ ...other, cart: owner.cart }, { product_id: product.id })).status).toBe(404);
    expect((await owner.browser.get<{ data: Cart }>(cartPaths.cart(owner.cart.id))).body.data.total_quantity).toBe(1);
  });

  it('lists and sums only the caller’s carts; another session’s uid gets an empty answer', async () => {
    const form = await make.form();
    const product = await make.product(form.id);
    const owner = await visitorWithCart(form.id);
    await add(owner, { product_id: product.id }, 2);
    const summary = v.parse(
      CartSummaryResponse,
      (await owner.browser.get(`${cartPaths.summary}?session_uid=${owner.sessionUid}`)).body,
    );
    expect(summary.data[form.uid]).toMatchObject({
      cart_id: owner.cart.id,
      total_quantity: 2,
      subtotal_minor: 5000,
      currency: 'GBP',
    });
    const list = v.parse(
      CartListResponse,
      (await owner.browser.get(`${cartPaths.list}?sort_by=updated_at&sort_order=asc&status=open`)).body,
    );
    expect(list.data.map((cart) => cart.id)).toEqual([owner.cart.id]);
    expect(list.meta).toEqual({ current_page: 1, per_page: 20, total: 1, last_page: 1 });

    const other = await visitorWithCart(form.id);
    expect((await other.browser.get(`${cartPaths.summary}?session_uid=${owner.sessionUid}`)).body).toEqual({
      data: {},
    });
    expect(
      (await other.browser.get<{ data: Cart[] }>(`${cartPaths.list}?session_uid=${owner.sessionUid}`)).body.data,
    ).toEqual([]);
    const stranger = t.browser();
    expect((await stranger.get(cartPaths.summary)).body).toEqual({ data: {} });
    expect((await stranger.get<{ data: Cart[] }>(cartPaths.list)).body.data).toEqual([]);
  });
});

describe('message, pending order, delete, shipping, order preview and coupons', () => {
  it('keeps a message to the seller, sets a pending order, and deletes the cart', async () => {
    const form = await make.form();
    const product = await make.product(form.id);
    const visitor = await visitorWithCart(form.id);
    expect((await visitor.browser.post(cartPaths.pendingOrder(visitor.cart.id))).body).toMatchObject({
      message: 'Your cart is empty.',
      code: 'cart_refused',
    });
    await add(visitor, { product_id: product.id });
    expect(
      (await visitor.browser.post<{ data: Cart }>(cartPaths.message(visitor.cart.id), { message: 'Sign it to Ada' }))
        .body.data.message,
    ).toBe('Sign it to Ada');
    expect(
      (await visitor.browser.get<{ data: { products: unknown[] } }>(cartPaths.items(visitor.cart.id))).body.data
        .products,
    ).toHaveLength(1);
    expect((await visitor.browser.post<{ data: Cart }>(cartPaths.pendingOrder(visitor.cart.id))).body.data.status).toBe(
      'pending_order',
    );
    expect((await visitor.browser.delete(cartPaths.cart(visitor.cart.id))).body).toEqual({ message: 'Cart deleted' });
    expect((await visitor.browser.get(cartPaths.cart(visitor.cart.id))).status).toBe(404);
  });

  it('offers the country’s rates, else the rest-of-world ones, only when the form ships; the order preview adds them up', async () => {
    const form = await make.form({ shipping: true, depositPercent: 25, minDepositTotalMinor: 1000 });
    const pickupOnly = await make.form();
    await t.database.db.insert(shippingRates).values([
      { orderFormId: form.id, countryCode: 'GB', name: 'Royal Mail', priceMinor: 400 },
      { orderFormId: form.id, countryCode: null, name: 'Worldwide', priceMinor: 1500 },
      { orderFormId: pickupOnly.id, countryCode: null, name: 'Never', priceMinor: 1 },
    ]);
    const visitor = await visitorWithCart(form.id);
    const gb = await visitor.browser.get<{ data: Array<{ name: string }> }>(
      `${cartPaths.shippingOptions(visitor.cart.id)}?country_code=gb`,
    );
    expect(gb.body.data.map((rate) => rate.name)).toEqual(['Royal Mail']);
    const us = await visitor.browser.get<{ data: Array<{ name: string; country_code: string | null }> }>(
      `${cartPaths.shippingOptions(visitor.cart.id)}?country_code=US`,
    );
    expect(us.body.data).toMatchObject([{ name: 'Worldwide', country_code: null }]);
    const pickup = await visitorWithCart(pickupOnly.id);
    expect((await pickup.browser.get(`${cartPaths.shippingOptions(pickup.cart.id)}?country_code=GB`)).body).toEqual({
      data: [],
    });

    const product = await make.product(form.id, { priceMinor: 2000 });
    await add(visitor, { product_id: product.id }, 2);
    const order = v.parse(
      CartOrderPreview,
      (await visitor.browser.get<{ data: unknown }>(cartPaths.order(visitor.cart.id))).body.data,
    );
    expect(order).toEqual({
      cart_id: visitor.cart.id,
      currency: 'GBP',
      subtotal_minor: 4000,
      discount_minor: 0,
      shipping_minor: 0,
      total_minor: 4000,
      total_quantity: 2,
      deposit: { percent: 25, amount_minor: 1000 },
    });
  });

  it('applies, revalidates and removes coupons: amount and percentage, window, usage limits', async () => {
    const form = await make.form();
    const product = await make.product(form.id, { priceMinor: 2000 });
    const visitor = await visitorWithCart(form.id);
    await add(visitor, { product_id: product.id }, 2);
    const spent = await visitorWithCart(form.id);
    const [, , limited] = await t.database.db
      .insert(coupons)
      .values([
        { code: `FIVE-${form.id.slice(0, 4)}`, orderFormId: form.id, kind: 'amount', amountMinor: 500 },
        {
          code: `OLD-${form.id.slice(0, 4)}`,
          kind: 'percentage',
          percent: 10,
          endsAt: new Date('2026-01-01T00:00:00Z'),
        },
        { code: `ONCE-${form.id.slice(0, 4)}`, kind: 'percentage', percent: 10, usageLimit: 1 },
        {
          code: `TEN-${form.id.slice(0, 4)}`,
          kind: 'percentage',
          percent: 10,
          endsAt: new Date(clock.now().getTime() + 60_000),
        },
      ])
      .returning();
    await t.database.db.insert(couponRedemptions).values({ couponId: limited!.id, cartId: spent.cart.id });

    const applied = await visitor.browser.post<{ data: Cart }>(cartPaths.coupon(visitor.cart.id), {
      code: `five-${form.id.slice(0, 4)}`,
    });
    expect(applied.body.data.coupon).toMatchObject({ kind: 'amount', discount_minor: 500 });
    expect(
      (await visitor.browser.get<{ data: CartOrderPreview }>(cartPaths.order(visitor.cart.id))).body.data,
    ).toMatchObject({ discount_minor: 500, total_minor: 3500 });
    expect(
      (await visitor.browser.post(cartPaths.coupon(visitor.cart.id), { code: `OLD-${form.id.slice(0, 4)}` })).body,
    ).toEqual({ message: 'This coupon has expired.', code: 'cart_refused' });
    expect(
      (await visitor.browser.post(cartPaths.coupon(visitor.cart.id), { code: `ONCE-${form.id.slice(0, 4)}` })).body,
    ).toMatchObject({ message: 'This coupon has reached its usage limit.' });
    expect((await visitor.browser.post(cartPaths.coupon(visitor.cart.id), { code: 'NOPE' })).body).toMatchObject({
      message: 'This coupon code is not valid.',
    });

    await visitor.browser.post(cartPaths.coupon(visitor.cart.id), { code: `TEN-${form.id.slice(0, 4)}` });
    expect((await visitor.browser.get(cartPaths.couponRevalidate(visitor.cart.id))).body).toMatchObject({
      data: { valid: true, cart: { coupon: { discount_minor: 400 } } },
    });
    clock.advance(2 * 60_000);
    expect((await visitor.browser.get(cartPaths.couponRevalidate(visitor.cart.id))).body).toMatchObject({
      data: { valid: false, cart: { coupon: null } },
      message: 'This coupon has expired.',
    });
    expect(
      (await visitor.browser.delete<{ data: Cart }>(cartPaths.coupon(visitor.cart.id))).body.data.coupon,
    ).toBeNull();
  });
});
