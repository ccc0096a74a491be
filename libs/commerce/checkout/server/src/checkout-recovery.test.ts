import { finishCancelledRefunds } from '@folio/orders-server';
import { instalments, orders, transactions } from '@folio/orders-server/schema';
import { ProviderUnavailableError } from '@folio/payments-server';
import { embeddedPayPayments, embeddedPayRefunds } from '@folio/payments-server/schema';
import { createLogger } from '@folio/server-kit';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyPayment } from './apply-payment.js';
import { createInstalmentScheduler } from './instalments/instalment-scheduler.js';
import { checkoutRequests, paymentNotifications } from './checkout.table.js';
import { requestHashOf } from './idempotent.js';
import { CARDS, createCheckoutTestApp, type CheckoutTestApp } from './testing/checkout-test-app.js';

/*
 * What a restart finds after the process was killed mid-checkout (R13), in-process: a crash point
 * that throws stands in for the SIGKILL, and the rows a killed request leaves behind (an
 * unanswered claim) are written as it would have left them. The real kills are in
 * apps/api/src/checkout-crash.reliability.test.ts.
 */
let app: CheckoutTestApp;
beforeAll(async () => {
  app = await createCheckoutTestApp();
}, 120_000);
afterAll(() => app.close());
afterEach(() => {
  app.deps.crash = undefined;
  app.deps.instance = undefined;
});

class Killed extends Error {}
/** A crash point that "kills" (throws) at `name`, once. */
function killAt(name: string) {
  let fired = false;
  app.deps.crash = (point) => {
    if (point !== name || fired) return;
    fired = true;
    throw new Killed(point);
  };
}
/** This process, and which other instances are gone. */
function thisInstance(gone: string[] = []) {
  app.deps.instance = { id: 'restarted', isLive: async (id) => !gone.includes(id), close: async () => undefined };
}
/** The claim a killed request leaves: unanswered, its instance's. */
const leftClaim = (userId: string, key: string, cartId: string, instanceId: string) =>
  app.db.insert(checkoutRequests).values({
    userId,
    key,
    scope: 'checkout',
    target: cartId,
    requestHash: requestHashOf({ mode: 'full', accept_terms: true }),
    instanceId,
    createdAt: app.clock.now(),
  });
const paymentsOfOrder = (orderId: string) =>
  app.db.select().from(embeddedPayPayments).where(sql`${embeddedPayPayments.metadata}->>'order_id' = ${orderId}`);

describe('a claim a killed process left unanswered', { timeout: 30_000 }, () => {
  for (const point of ['placement.after-order', 'placement.after-payment'] as const) {
    it(`is taken over at once when its process is known to be gone (killed at ${point}): the retry resumes the same order, with one payment`, async () => {
      const form = await app.formOf();
      const product = await app.productOf(form.id, { stockLimit: 5 });
      const r = await app.reader();
      const cart = await app.cart(r.user.id, form.id, product.id, 1);
      const key = randomUUID();
      killAt(point);
      expect((await app.checkout(r, cart.id, undefined, key)).status).toBe(500);
      await leftClaim(r.user.id, key, cart.id, 'killed');
      thisInstance(['killed']);
      const started = Date.now();
      const retried = await app.checkout(r, cart.id, undefined, key);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(retried.status).toBe(201);
      const placed = await app.db.select().from(orders).where(eq(orders.cartId, cart.id));
      expect(placed).toHaveLength(1);
      expect(retried.body.data.order.order_number).toBe(placed[0]!.orderNumber);
      const payments = await paymentsOfOrder(placed[0]!.id);
      expect(payments.map((p) => p.id)).toEqual([retried.body.data.payment.id]);
      expect(placed[0]!.paymentId).toBe(retried.body.data.payment.id);
      const [claim] = await app.db
        .select()
        .from(checkoutRequests)
        .where(and(eq(checkoutRequests.userId, r.user.id), eq(checkoutRequests.key, key)));
      expect(claim).toMatchObject({ instanceId: 'restarted', statusCode: 201 });
    });
  }

  it('is waited for while its process is live, and its answer replayed', async () => {
    const form = await app.formOf();
    const product = await app.productOf(form.id, { stockLimit: 5 });
    const r = await app.reader();
    const cart = await app.cart(r.user.id, form.id, product.id, 1);
    const key = randomUUID();
    await leftClaim(r.user.id, key, cart.id, 'still-running');
    thisInstance();
    const mine = and(eq(checkoutRequests.userId, r.user.id), eq(checkoutRequests.key, key));
    setTimeout(
      () =>
        void app.db
          .update(checkoutRequests)
          .set({ statusCode: 409, body: { message: 'Sold out.', code: 'out_of_stock' } })
          .where(mine)
          .then(),
      300,
    );
    expect(await app.checkout(r, cart.id, undefined, key)).toEqual({
      status: 409,
      body: { message: 'Sold out.', code: 'out_of_stock' },
    });
    expect(await app.db.select().from(orders).where(eq(orders.cartId, cart.id))).toHaveLength(0);
  });

  it('doubles nothing even when taken over from a process that is in fact still running', async () => {
    const form = await app.formOf();
    const product = await app.productOf(form.id, { stockLimit: 5 });
    const r = await app.reader();
    const cart = await app.cart(r.user.id, form.id, product.id, 2);
    const key = randomUUID();
    // Every other instance looks gone, so concurrent requests with the key all run the placement.
    app.deps.instance = { id: 'any', isLive: async () => false, close: async () => undefined };
    const answers = await Promise.all(Array.from({ length: 6 }, () => app.checkout(r, cart.id, undefined, key)));
    const placed = await app.db.select().from(orders).where(eq(orders.cartId, cart.id));
    expect(placed).toHaveLength(1);
    expect(await paymentsOfOrder(placed[0]!.id)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status === 201)) {
      expect(answer.body.data.order.order_number).toBe(placed[0]!.orderNumber);
      expect(answer.body.data.payment.id).toBe(placed[0]!.paymentId);
    }
    expect(answers.every((a) => a.status === 201 || a.body.code === 'checkout_in_progress')).toBe(true);
  });
});

describe('what a cancel left undone', { timeout: 30_000 }, () => {
  async function paidOrder() {
    const form = await app.formOf();
    const product = await app.productOf(form.id, { stockLimit: 5 });
    const r = await app.reader();
    const cart = await app.cart(r.user.id, form.id, product.id, 2);
    const { order, payment } = (await app.checkout(r, cart.id)).body.data;
    await app.pay(payment);
    expect((await applyPayment(app.deps, payment.id)).outcome).toBe('applied');
    return { r, order, payment };
  }
  const refundsOf = (orderId: string) =>
    app.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.orderId, orderId), eq(transactions.kind, 'refund')));

  it('records the refund the provider made before the process was killed, once', async () => {
    const { r, order, payment } = await paidOrder();
    killAt('cancel.after-refund');
    expect((await r.call('POST', `/api/orders/${order.order_number}/cancel`, {})).status).toBe(500);
    expect((await app.provider.getPayment(payment.id)).amountRefundedMinor).toBe(5000);
    expect(await refundsOf(order.id)).toHaveLength(0);
    app.deps.crash = undefined;
    expect(await finishCancelledRefunds(app.deps)).toBe(5000);
    expect(await finishCancelledRefunds(app.deps)).toBe(0);
    expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ status: 'succeeded', amountMinor: 5000 })]);
    expect(
      await app.db.select().from(embeddedPayRefunds).where(eq(embeddedPayRefunds.paymentId, payment.id)),
    ).toHaveLength(1);
    expect((await app.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({
      status: 'refunded',
      refundedMinor: 5000,
    });
    // The buyer's own retry finds nothing left to do.
    expect((await r.call('POST', `/api/orders/${order.order_number}/cancel`, {})).body.data).toMatchObject({
      refunded_minor: 0,
      order: { status: 'refunded' },
    });
  });

  it('sends the refund a provider outage (or a kill before it) left unsent', async () => {
    const { r, order, payment } = await paidOrder();
    const real = app.deps.provider;
    app.deps.provider = { ...real, refund: () => Promise.reject(new ProviderUnavailableError('provider down')) };
    expect((await r.call('POST', `/api/orders/${order.order_number}/cancel`, {})).status).toBe(500);
    expect((await app.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('cancelled');
    expect(await finishCancelledRefunds(app.deps)).toBe(0);
    app.deps.provider = real;
    expect(await finishCancelledRefunds(app.deps)).toBe(5000);
    expect((await app.provider.getPayment(payment.id)).amountRefundedMinor).toBe(5000);
  });

  it('leaves an order refunded, not cancelled for good, when the process dies right after recording its last refund', async () => {
    const { r, order } = await paidOrder();
    const real = app.deps.provider;
    app.deps.provider = { ...real, refund: () => Promise.reject(new ProviderUnavailableError('provider down')) };
    expect((await r.call('POST', `/api/orders/${order.order_number}/cancel`, {})).status).toBe(500);
    app.deps.provider = real;
    // A database that dies with the process the moment the refund's record commits.
    let recorded = false;
    const dying = new Proxy(app.db, {
      get(target, property) {
        if (recorded) throw new Killed('after the refund was recorded');
        const value: unknown = Reflect.get(target, property);
        if (property === 'transaction') {
          return async (...args: Parameters<typeof target.transaction>) => {
            const result = await target.transaction(...args);
            recorded = true;
            return result;
          };
        }
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    await finishCancelledRefunds({ ...app.deps, db: dying }).catch((error: unknown) => {
      if (!(error instanceof Killed)) throw error;
    });
    expect((await app.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({
      status: 'refunded',
      refundedMinor: 5000,
    });
    expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ status: 'succeeded', amountMinor: 5000 })]);
  });
});

describe('a notification whose handling was killed', { timeout: 30_000 }, () => {
  it('records the decline it told of at the next delivery, once', async () => {
    const form = await app.formOf();
    const product = await app.productOf(form.id, { stockLimit: 5 });
    const r = await app.reader();
    const cart = await app.cart(r.user.id, form.id, product.id, 1);
    const { order, payment } = (await app.checkout(r, cart.id)).body.data;
    await app.pay(payment, CARDS.declined);
    const [failed] = (await app.notifications(payment.id)).filter((n) => n.type === 'payment.failed');
    // The first delivery got as far as de-duplicating it, then the process died.
    await app.db
      .insert(paymentNotifications)
      .values({ id: failed!.id, type: failed!.type, paymentId: payment.id, receivedAt: app.clock.now() });
    const again = await Promise.all([app.deliver(failed!.body), app.deliver(failed!.body), app.deliver(failed!.body)]);
    expect(again.map((a) => a.status)).toEqual([200, 200, 200]);
    const failures = await app.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.orderId, order.id), eq(transactions.kind, 'failure')));
    expect(failures).toEqual([
      expect.objectContaining({ message: 'Your card was declined.', providerPaymentId: payment.id }),
    ]);
    expect(
      (await app.db.select().from(paymentNotifications).where(eq(paymentNotifications.id, failed!.id)))[0]!.processedAt,
    ).not.toBeNull();
  });
});

describe('a payment that arrived too late', { timeout: 30_000 }, () => {
  it('still gets its refund when the process died between recording the charge and refunding it', async () => {
    const form = await app.formOf();
    const product = await app.productOf(form.id, { stockLimit: 5 });
    const r = await app.reader();
    const cart = await app.cart(r.user.id, form.id, product.id, 1);
    const { order, payment } = (await app.checkout(r, cart.id)).body.data;
    await app.db.update(orders).set({ status: 'expired' }).where(eq(orders.id, order.id));
    await app.pay(payment);
    const real = app.deps.provider;
    app.deps.provider = { ...real, refund: () => Promise.reject(new Killed('killed before the refund')) };
    await expect(applyPayment(app.deps, payment.id)).rejects.toThrow(Killed);
    app.deps.provider = real;
    expect((await applyPayment(app.deps, payment.id)).outcome).toBe('refunded_late');
    expect((await applyPayment(app.deps, payment.id)).outcome).toBe('already_applied');
    expect((await app.provider.getPayment(payment.id)).amountRefundedMinor).toBe(2500);
    const moves = await app.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.orderId, order.id), inArray(transactions.kind, ['charge', 'refund'])));
    expect(moves.map((m) => `${m.kind}:${m.amountMinor}`).sort()).toEqual(['charge:2500', 'refund:2500']);
  });

  it('queues an instalment payment\u2019s refund with its charge, so a kill after the commit cannot keep it, and the scheduler sends it once', async () => {
    const form = await app.formOf({ depositPercent: 50, maxInstalments: 2, closeDate: '2026-08-01' });
    const product = await app.productOf(form.id, { stockLimit: null });
    const r = await app.reader();
    const placed = (
      await app.checkout(r, (await app.cart(r.user.id, form.id, product.id, 2)).id, {
        mode: 'deposit',
        accept_terms: true,
        accept_deposit_policy: true,
        instalments: 2,
      })
    ).body.data;
    await app.pay(placed.payment);
    await applyPayment(app.deps, placed.payment.id);
    const [first] = await app.db
      .select()
      .from(instalments)
      .where(and(eq(instalments.orderId, placed.order.id), eq(instalments.sequence, 1)));
    const early = (
      await r.call('POST', `/api/installments/${first!.id}/pay`, undefined, { 'Idempotency-Key': randomUUID() })
    ).body.data;
    // The order is cancelled while the buyer is on the card form; then the card goes through.
    expect((await r.call('POST', `/api/orders/${placed.order.order_number}/cancel`, {})).status).toBe(200);
    await app.pay(early.payment);
    // Whatever would refund it right after the commit that recorded the charge is killed there.
    const real = app.deps.provider;
    app.deps.provider = { ...real, refund: () => Promise.reject(new Killed('killed before the refund')) };
    const applied = await applyPayment(app.deps, early.payment.id).catch((error: unknown) => error);
    app.deps.provider = real;
    expect(applied).toMatchObject({ outcome: 'refunded_late' });
    expect((await applyPayment(app.deps, early.payment.id)).outcome).toBe('already_applied');
    const scheduler = createInstalmentScheduler({
      db: app.db,
      provider: app.deps.provider,
      mail: app.deps.mail,
      logger: createLogger({ level: 'silent' }),
      now: app.clock.now,
    });
    await scheduler.runOnce();
    await scheduler.runOnce();
    expect((await app.provider.getPayment(early.payment.id)).amountRefundedMinor).toBe(early.payment.amount_minor);
    const refunds = await app.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.kind, 'refund'), eq(transactions.providerPaymentId, early.payment.id)));
    expect(refunds).toMatchObject([{ status: 'succeeded', amountMinor: early.payment.amount_minor }]);
  });
});
