import { carts, couponRedemptions, coupons } from '@folio/cart-server';
import { mailOutbox } from '@folio/mail';
import { products } from '@folio/order-forms-server';
import { orders, transactions } from '@folio/orders-server';
import { embeddedPayPayments, signNotification } from '@folio/payments-server';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentNotifications } from './checkout.table.js';
import { expireDueOrders } from './expiry.js';
import { CARDS, createCheckoutTestApp, WEBHOOK_SECRET, type CheckoutTestApp } from './testing/checkout-test-app.js';

/*
 * The reliability table of issue 12 (R1, R4, R6, R7, R9). On PostgreSQL (TEST_DATABASE_URL, as CI
 * runs it) the requests really overlap and only locks, unique indexes and conditional updates keep
 * the counts; on PGlite (one connection) they queue, and the same stories check the answers.
 */
let app: CheckoutTestApp;
beforeAll(async () => {
  app = await createCheckoutTestApp();
}, 120_000);
afterAll(() => app.close());

const shuffle = <T>(list: T[]): T[] => {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
};
const paymentsOf = async (orderIds: string[]) =>
  orderIds.length === 0 ? [] : app.db.select().from(embeddedPayPayments).where(inArray(sql`${embeddedPayPayments.metadata}->>'order_id'`, orderIds));
const ordersOfForm = (formId: string) => app.db.select().from(orders).where(eq(orders.orderFormId, formId));

describe('R1: 200 buyers check out the last 10 units', () => {
  it('makes exactly 10 orders and no payment for any loser', async () => {
    const form = await app.formOf();
    const product = await app.productOf(form.id, { stockLimit: 110, stockSold: 100 });
    const buyers = await Promise.all(Array.from({ length: 200 }, () => app.reader()));
    const cartsOf = await Promise.all(buyers.map((b) => app.cart(b.user.id, form.id, product.id, 1)));
    const answers = await Promise.all(buyers.map((b, i) => app.checkout(b, cartsOf[i]!.id)));
    const won = answers.filter((a) => a.status === 201);
    expect(won).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409 && a.body.code === 'out_of_stock')).toHaveLength(190);
    const placed = await ordersOfForm(form.id);
    expect(placed).toHaveLength(10);
    expect(await paymentsOf(placed.map((o) => o.id))).toHaveLength(10);
    expect(await app.db.select().from(embeddedPayPayments).where(sql`${embeddedPayPayments.metadata}->>'order_id' is null`)).toHaveLength(0);
    // Everyone who won pays; the stock ends exactly at its limit.
    const winners = buyers.map((b, i) => ({ b, cart: cartsOf[i]!, answer: answers[i]! })).filter((x) => x.answer.status === 201);
    for (const x of winners) await app.pay(x.answer.body.data.payment);
    const applied = await Promise.all(winners.map((x) => x.b.call('POST', `/api/cart/${x.cart.id}/update-qty-sold`, { payment_id: x.answer.body.data.payment.id, method: 'card' })));
    expect(applied.map((a) => a.body.data.status)).toEqual(Array.from({ length: 10 }, () => 'paid'));
    expect((await app.db.select().from(products).where(eq(products.id, product.id)))[0]!.stockSold).toBe(110);
  }, 240_000);
});

describe('R4: 50 simultaneous checkouts of one cart, half with the same key', () => {
  it('gives one order and one payment, and the same answer to every request with the key', async () => {
    const form = await app.formOf();
    const product = await app.productOf(form.id, { stockLimit: 5 });
    const buyer = await app.reader();
    const cart = await app.cart(buyer.user.id, form.id, product.id, 2);
    const key = randomUUID();
    const keys = shuffle([...Array.from({ length: 25 }, () => key), ...Array.from({ length: 25 }, () => randomUUID())]);
    const answers = await Promise.all(keys.map((k) => app.checkout(buyer, cart.id, undefined, k)));
    const placed = await ordersOfForm(form.id);
    expect(placed).toHaveLength(1);
    expect(await paymentsOf([placed[0]!.id])).toHaveLength(1);
    const sameKey = answers.filter((_, i) => keys[i] === key);
    for (const answer of sameKey) expect(answer).toEqual(sameKey[0]);
    const created = answers.filter((a) => a.status === 201);
    expect(new Set(created.map((a) => a.body.data.order.order_number))).toEqual(new Set([placed[0]!.orderNumber]));
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ code: 'checkout_in_progress' });
    }
  }, 120_000);
});

describe('R6: a payment notification delivered 5 times, shuffled, beside update-qty-sold', () => {
  it('makes one paid transition, one e-mail and one quantity-sold effect', async () => {
    const form = await app.formOf();
    const product = await app.productOf(form.id, { stockLimit: 20 });
    const buyer = await app.reader();
    const cart = await app.cart(buyer.user.id, form.id, product.id, 3);
    const { order, payment } = (await app.checkout(buyer, cart.id)).body.data;
    await app.pay(payment);
    const notes = await app.notifications(payment.id);
    expect(notes.map((n) => n.type)).toContain('payment.succeeded');
    const deliveries = shuffle(notes.flatMap((n) => Array.from({ length: 5 }, () => n.body)));
    const results = await Promise.all([
      ...deliveries.map((body) => app.deliver(body)),
      ...Array.from({ length: 3 }, () => buyer.call('POST', `/api/cart/${cart.id}/update-qty-sold`, { payment_id: payment.id, method: 'card' })),
    ]);
    expect(results.every((r) => r.status === 200)).toBe(true);
    const charges = await app.db.select().from(transactions).where(and(eq(transactions.orderId, order.id), eq(transactions.kind, 'charge')));
    expect(charges).toHaveLength(1);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'paid', paidMinor: 7500 });
    const mails = await app.db.select().from(mailOutbox).where(and(eq(mailOutbox.template, 'checkout.receipt'), sql`${mailOutbox.data}->>'orderId' = ${order.id}`));
    expect(mails).toHaveLength(1);
    expect((await app.db.select().from(products).where(eq(products.id, product.id)))[0]!.stockSold).toBe(3);
    expect(await app.db.select().from(paymentNotifications).where(eq(paymentNotifications.paymentId, payment.id))).toHaveLength(notes.length);
  }, 60_000);
});

describe('R7: forged and stale notifications', () => {
  it('rejects 12 of them with 400 and no effect, and a true notification that lies about the payment changes nothing', async () => {
    const form = await app.formOf();
    const product = await app.productOf(form.id, { stockLimit: 20 });
    const buyer = await app.reader();
    const cart = await app.cart(buyer.user.id, form.id, product.id, 1);
    const { order, payment } = (await app.checkout(buyer, cart.id)).body.data;
    const now = app.clock.now();
    const body = (id: string, type = 'payment.succeeded') => JSON.stringify({ id, type, created: Math.floor(now.getTime() / 1000), data: { payment_id: payment.id, refund_id: null, metadata: { order_id: order.id } } });
    const sign = (b: string, secret = WEBHOOK_SECRET, at = now) => signNotification(b, secret, at);
    const b = (n: number) => body(`evt_forged_${n}`);
    const cases: [string, string][] = [
      [b(1), ''],
      [b(2), 'garbage'],
      [b(3), sign(b(3), 'whsec_someone_else')],
      [b(4), sign(b(4), WEBHOOK_SECRET, new Date(now.getTime() - 301_000))],
      [b(5), sign(b(5), WEBHOOK_SECRET, new Date(now.getTime() + 3_600_000))],
      [b(6), sign(b(5))],
      [b(7).replace('payment.succeeded', 'payment.failed'), sign(b(7))],
      [b(8), sign(b(8)).replace(/v1=[0-9a-f]{4}/, 'v1=0000')],
      [b(9), `t=${Math.floor(now.getTime() / 1000)}`],
      [b(10), sign(b(10)).replace(/^t=\d+/, `t=${Math.floor(now.getTime() / 1000) - 1}`)],
      ['', sign('')],
      [b(12) + ' ', sign(b(12))],
    ];
    const answers = await Promise.all(cases.map(([raw, signature]) => app.deliver(raw, signature)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 12 }, () => 400));
    expect(await app.db.select().from(paymentNotifications).where(sql`${paymentNotifications.id} like 'evt_forged_%'`)).toHaveLength(0);
    // Properly signed, but the provider says the payment is not paid: re-read, nothing applied.
    const lie = body('evt_lie_1');
    expect((await app.deliver(lie, sign(lie))).status).toBe(200);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'pending_payment', paidMinor: 0 });
    expect(await app.db.select().from(transactions).where(eq(transactions.orderId, order.id))).toHaveLength(0);
    expect((await app.db.select().from(products).where(eq(products.id, product.id)))[0]!.stockSold).toBe(0);
  }, 60_000);
});

describe('R9: a coupon with a usage limit under 100 concurrent checkouts, some payments failing', () => {
  it('is never redeemed by more orders than its limit, and failed payments give their uses back', async () => {
    const form = await app.formOf();
    // A product per buyer: no stock lock is shared, only the coupon's.
    const ownProducts = await Promise.all(Array.from({ length: 100 }, () => app.productOf(form.id, { stockLimit: null })));
    const [coupon] = await app.db.insert(coupons).values({ code: `LIMIT-${randomUUID().slice(0, 8)}`, orderFormId: form.id, kind: 'amount', amountMinor: 500, usageLimit: 10 }).returning();
    const buyers = await Promise.all(Array.from({ length: 100 }, () => app.reader()));
    const cartsOf = await Promise.all(buyers.map((b, i) => app.cart(b.user.id, form.id, ownProducts[i]!.id, 1)));
    await app.db.update(carts).set({ couponId: coupon!.id }).where(inArray(carts.id, cartsOf.map((c) => c.id)));
    const redeemed = async () => (await app.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon!.id))).length;

    const first = await Promise.all(buyers.map((b, i) => app.checkout(b, cartsOf[i]!.id)));
    const won = first.filter((a) => a.status === 201);
    expect(won).toHaveLength(10);
    expect(first.filter((a) => a.status === 409 && a.body.code === 'coupon_exhausted')).toHaveLength(90);
    expect(await redeemed()).toBe(10);

    // 7 pay, 3 are declined; the declined orders expire and give their uses back.
    await Promise.all(won.map((a, i) => app.pay(a.body.data.payment, i < 7 ? CARDS.ok : CARDS.declined)));
    await Promise.all(won.map((a) => app.deliverAll(a.body.data.payment.id)));
    // Their payment window ends (moved into the past rather than the clock, so the buyers stay signed in).
    await app.db.update(orders).set({ paymentExpiresAt: new Date(app.clock.now().getTime() - 1000) }).where(and(eq(orders.couponId, coupon!.id), eq(orders.status, 'pending_payment')));
    expect(await expireDueOrders(app.deps, 100)).toBe(3);
    expect(await redeemed()).toBe(7);

    const losers = buyers.map((b, i) => ({ b, cart: cartsOf[i]!, answer: first[i]! })).filter((x) => x.answer.status !== 201);
    const again = await Promise.all(losers.map((x) => app.checkout(x.b, x.cart.id)));
    expect(again.filter((a) => a.status === 201)).toHaveLength(3);
    expect(await redeemed()).toBe(10);
    const withCoupon = await app.db.select().from(orders).where(and(eq(orders.couponId, coupon!.id), inArray(orders.status, ['pending_payment', 'paid', 'deposit_paid'])));
    expect(withCoupon).toHaveLength(10);
    expect(withCoupon.filter((o) => o.status === 'paid')).toHaveLength(7);
  }, 240_000);
});
