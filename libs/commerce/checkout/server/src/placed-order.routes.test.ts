import { newCartUid } from '@folio/cart-server';
import { carts } from '@folio/cart-server/schema';
import { PICKUP_CODE_PATTERN } from '@folio/orders-contract';
import { orders } from '@folio/orders-server/schema';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireDueOrders } from './expiry.js';
import { createCheckoutTestApp, type CheckoutTestApp } from './testing/checkout-test-app.js';

let app: CheckoutTestApp;
beforeAll(async () => {
  app = await createCheckoutTestApp();
}, 120_000);
afterAll(() => app.close());

const placedOrder = (r: Awaited<ReturnType<CheckoutTestApp['reader']>>, cartId: string) =>
  r.call('GET', `/api/cart/${cartId}/placed-order`);

describe('the order placed from a cart', { timeout: 30_000 }, () => {
  it('is null before checkout, the pending order after it, and the paid order once paid', async () => {
    const form = await app.formOf();
    const product = await app.productOf(form.id, { stockLimit: 5, priceMinor: 2500 });
    const r = await app.reader();
    const cart = await app.cart(r.user.id, form.id, product.id, 2);
    expect(await placedOrder(r, cart.id)).toEqual({ status: 200, body: { data: null } });

    const { order, payment } = (await app.checkout(r, cart.id)).body.data;
    const pending = await placedOrder(r, cart.id);
    expect(pending.status).toBe(200);
    expect(pending.body.data).toMatchObject({
      order_number: order.order_number,
      status: 'pending_payment',
      total_minor: 5000,
      cancellable: false,
    });
    expect(pending.body.data.cancellation.reason).toMatch(/not paid yet/);

    await app.pay(payment);
    await app.deliverAll(payment.id);
    const paid = (await placedOrder(r, cart.id)).body.data;
    expect(paid).toMatchObject({
      order_number: order.order_number,
      status: 'paid',
      paid_minor: 5000,
      cancellable: true,
      cancellation: { refund_minor: 5000, reason: null },
    });
  });

  it('is the latest order when an earlier one lapsed unpaid', async () => {
    const form = await app.formOf();
    const product = await app.productOf(form.id, { stockLimit: 5 });
    const r = await app.reader();
    const cart = await app.cart(r.user.id, form.id, product.id, 1);
    const first = (await app.checkout(r, cart.id)).body.data.order;
    await app.db
      .update(orders)
      .set({ paymentExpiresAt: new Date(app.clock.now().getTime() - 1000) })
      .where(eq(orders.id, first.id));
    await expireDueOrders(app.deps);
    expect((await placedOrder(r, cart.id)).body.data).toMatchObject({
      order_number: first.order_number,
      status: 'expired',
    });
    app.clock.advance(1000);
    const second = await app.checkout(r, cart.id);
    expect(second.status).toBe(201);
    expect((await placedOrder(r, cart.id)).body.data.order_number).toBe(second.body.data.order.order_number);
  });

  it('carries the reader\u2019s pickup code when the form is at an event, once the order is paid', async () => {
    const event = { id: randomUUID() };
    const form = await app.formOf({ eventId: event.id });
    const product = await app.productOf(form.id, { stockLimit: 5 });
    const r = await app.reader();
    const cart = await app.cart(r.user.id, form.id, product.id, 1);
    const { payment } = (await app.checkout(r, cart.id)).body.data;
    expect((await placedOrder(r, cart.id)).body.data.pickup_code).toBeNull();
    await app.pay(payment);
    await r.call('POST', `/api/cart/${cart.id}/update-qty-sold`, { payment_id: payment.id, method: 'card' });
    expect((await placedOrder(r, cart.id)).body.data.pickup_code).toMatch(PICKUP_CODE_PATTERN);
  });

  it('is 404 for another reader\u2019s cart, a guest\u2019s cart and a malformed id, and asks for a signed-in reader', async () => {
    const form = await app.formOf();
    const product = await app.productOf(form.id, { stockLimit: 5 });
    const owner = await app.reader();
    const cart = await app.cart(owner.user.id, form.id, product.id, 1);
    await app.checkout(owner, cart.id);
    const other = await app.reader();
    expect(await placedOrder(other, cart.id)).toEqual({
      status: 404,
      body: { message: 'Cart not found.', code: 'not_found' },
    });
    const [guest] = await app.db
      .insert(carts)
      .values({
        cartUid: newCartUid(),
        orderFormId: form.id,
        sessionUid: randomUUID().replaceAll('-', ''),
        userId: null,
      })
      .returning();
    expect((await placedOrder(other, guest!.id)).status).toBe(404);
    expect((await placedOrder(other, 'not-a-cart')).status).toBe(404);
    expect((await app.t.app.request(`/api/cart/${cart.id}/placed-order`)).status).toBe(401);
  });
});

describe('the deposit quote', { timeout: 30_000 }, () => {
  it('names the form\u2019s least order total for a deposit, and 0 when the form sets none', async () => {
    const r = await app.reader();
    const strict = await app.formOf({
      depositPercent: 20,
      maxInstalments: 2,
      closeDate: '2026-09-01',
      minDepositTotalMinor: 5000,
    });
    const loose = await app.formOf({ depositPercent: 20, maxInstalments: 2, closeDate: '2026-09-01' });
    const big = await app.cart(
      r.user.id,
      strict.id,
      (await app.productOf(strict.id, { stockLimit: 5, priceMinor: 2500 })).id,
      2,
    );
    const small = await app.cart(
      r.user.id,
      loose.id,
      (await app.productOf(loose.id, { stockLimit: 5, priceMinor: 2500 })).id,
      1,
    );
    expect((await r.call('GET', `/api/cart/${big.id}/deposit`)).body.data).toMatchObject({
      total_minor: 5000,
      min_deposit_minor: 1000,
      min_order_total_minor: 5000,
    });
    expect((await r.call('GET', `/api/cart/${small.id}/deposit`)).body.data).toMatchObject({
      total_minor: 2500,
      min_order_total_minor: 0,
    });
  });
});
