import { mergeGuestCarts, newCartUid } from '@folio/cart-server';
import { cartItems, carts, couponRedemptions } from '@folio/cart-server/schema';
import { orderPaths } from '@folio/orders-contract';
import { notifications } from '@folio/notifications-server';
import { orders } from '@folio/orders-server/schema';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, createCheckoutTestApp, type CheckoutTestApp } from './testing/checkout-test-app.js';

let app: CheckoutTestApp;
beforeAll(async () => {
  app = await createCheckoutTestApp();
}, 120_000);
afterAll(() => app.close());

/** A reader with an order placed and its card declined: the state a new user got stuck in. */
async function declinedOrder(body?: Record<string, unknown>) {
  const form = await app.formOf({ depositPercent: 50, maxInstalments: 2, closeDate: '2026-08-01' });
  const product = await app.productOf(form.id, { stockLimit: 3 });
  const r = await app.reader();
  const cart = await app.cart(r.user.id, form.id, product.id, 2);
  const placed = (await app.checkout(r, cart.id, body)).body.data;
  const declined = await app.pay(placed.payment, CARDS.declined);
  expect(declined.payment.status).toBe('requires_payment_method');
  return { r, cart, product, placed };
}

const orderRow = async (orderNumber: string) =>
  (await app.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!;

describe('an order waiting for payment can be paid again', { timeout: 30_000 }, () => {
  it('answers the same open payment after a decline, which another card then pays', async () => {
    const { r, placed } = await declinedOrder();
    const again = await r.call('POST', orderPaths.pay(placed.order.order_number));
    expect(again.status).toBe(200);
    expect(again.body.data.order).toMatchObject({ order_number: placed.order.order_number, status: 'pending_payment' });
    expect(again.body.data.payment).toMatchObject({ id: placed.payment.id, amount_minor: placed.payment.amount_minor });
    expect((await app.pay(again.body.data.payment)).payment.status).toBe('succeeded');
    await app.deliverAll(placed.payment.id);
    expect((await orderRow(placed.order.order_number)).status).toBe('paid');
    // Paid now: there is nothing left to pay, and it says so.
    const after = await r.call('POST', orderPaths.pay(placed.order.order_number));
    expect(after.status).toBe(409);
    expect(after.body.message).toBe('This order is not waiting for payment: it is paid.');
  });

  it('resumes a deposit order as its deposit, never as the full price', async () => {
    const { r, placed } = await declinedOrder({
      mode: 'deposit',
      accept_terms: true,
      accept_deposit_policy: true,
      instalments: 2,
    });
    expect(placed.payment.amount_minor).toBeLessThan(placed.order.total_minor);
    const again = (await r.call('POST', orderPaths.pay(placed.order.order_number))).body.data;
    expect(again.payment.amount_minor).toBe(placed.payment.amount_minor);
  });

  it('is another reader’s 404, and a window that ended expires the order instead', async () => {
    const { r, placed } = await declinedOrder();
    const stranger = await app.reader();
    expect((await stranger.call('POST', orderPaths.pay(placed.order.order_number))).status).toBe(404);
    expect((await stranger.call('POST', orderPaths.giveUp(placed.order.order_number))).status).toBe(404);
    await app.db
      .update(orders)
      .set({ paymentExpiresAt: new Date(app.clock.now().getTime() - 1) })
      .where(eq(orders.orderNumber, placed.order.order_number));
    const late = await r.call('POST', orderPaths.pay(placed.order.order_number));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'This order was not paid in time: its items are back in your cart, where you can check out again.',
    );
    expect((await orderRow(placed.order.order_number)).status).toBe('expired');
  });
});

describe('an order waiting for payment can be given up', { timeout: 30_000 }, () => {
  it('cancels its payment, gives its stock back and reopens its cart, once', async () => {
    const { r, cart, placed } = await declinedOrder();
    const given = await r.call('POST', orderPaths.giveUp(placed.order.order_number));
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({
      data: { order_number: placed.order.order_number, status: 'abandoned' },
      message: 'Order given up: its items are back in your cart.',
    });
    expect((await app.byId(cart.id))[0]!.status).toBe('open');
    expect(await app.db.select().from(couponRedemptions).where(eq(couponRedemptions.cartId, cart.id))).toEqual([]);
    // The payment the reader's tab still holds can no longer take money.
    await expect(app.pay(placed.payment)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
    // Again: the same answer, nothing more happens.
    const twice = await r.call('POST', orderPaths.giveUp(placed.order.order_number));
    expect(twice.body.data.status).toBe('abandoned');
    // The cart checks out again as a new order.
    const next = await app.checkout(r, cart.id);
    expect(next.status).toBe(201);
    expect(next.body.data.order.order_number).not.toBe(placed.order.order_number);
  });

  it('refuses to give up a paid order', async () => {
    const { r, placed } = await declinedOrder();
    await app.pay(placed.payment);
    await app.deliverAll(placed.payment.id);
    const refused = await r.call('POST', orderPaths.giveUp(placed.order.order_number));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This order is not waiting for payment: it is paid.');
    expect((await orderRow(placed.order.order_number)).status).toBe('paid');
  });
});

describe('a cart being paid is frozen', { timeout: 30_000 }, () => {
  it('is never changed by a guest cart joined at sign-in: the guest cart waits, and joins once the order is given up', async () => {
    const { r, cart, product, placed } = await declinedOrder();
    const sessionUid = 'guest-session-for-the-frozen-cart-test';
    const [guest] = await app.db
      .insert(carts)
      .values({ cartUid: newCartUid(), orderFormId: cart.orderFormId, sessionUid, userId: null })
      .returning();
    await app.db.insert(cartItems).values({
      cartId: guest!.id,
      lineKey: `p:${product.id}:-`,
      productId: product.id,
      quantity: 1,
      heldUntil: app.clock.now(),
    });
    const linesOf = async (cartId: string) =>
      (await app.db.select().from(cartItems).where(eq(cartItems.cartId, cartId))).map((line) => line.quantity);

    await mergeGuestCarts(app.db, { userId: r.user.id, sessionUid, now: app.clock.now() });
    expect(await linesOf(cart.id)).toEqual([2]);
    expect((await app.byId(guest!.id))[0]).toMatchObject({ userId: null, status: 'open' });
    expect(await linesOf(guest!.id)).toEqual([1]);

    // Given up, the account's cart is open again: the next sign-in joins the waiting lines.
    await r.call('POST', orderPaths.giveUp(placed.order.order_number));
    await mergeGuestCarts(app.db, { userId: r.user.id, sessionUid, now: app.clock.now() });
    expect(await linesOf(cart.id)).toEqual([3]);
  });
});

describe('what happens to an order is told in the app too', { timeout: 30_000 }, () => {
  it('placed, a declined payment, paid, cancelled and refunded each leave a notice linking to the order', async () => {
    const { r, placed } = await declinedOrder();
    await app.deliverAll(placed.payment.id);
    await app.pay(placed.payment);
    await app.deliverAll(placed.payment.id);
    await r.call('POST', `/api/orders/${placed.order.order_number}/cancel`, { reason: '' });
    const n = placed.order.order_number;
    const notices = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, r.user.id))
      .orderBy(asc(notifications.createdAt), asc(notifications.id));
    // One test clock: they share a moment, so they are compared in any order.
    const told = notices.map((notice) => [notice.kind, notice.title, notice.url]);
    expect(told).toHaveLength(5);
    expect(told).toEqual(
      expect.arrayContaining([
        ['order_update', `Order ${n} is placed`, `/order/${n}`],
        ['order_update', `A payment for order ${n} did not go through`, `/order/${n}`],
        ['order_update', `Order ${n} is paid`, `/order/${n}`],
        ['order_update', `Order ${n} is cancelled`, `/order/${n}`],
        ['order_update', `Refund for order ${n}`, `/order/${n}/transactions`],
      ]),
    );
    expect(notices.find((notice) => notice.title.startsWith('A payment'))!.body).toBe(
      'Your card was declined. Nothing was charged; you can pay again from the order.',
    );
  });
});
