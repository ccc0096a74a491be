import { carts, couponRedemptions, coupons } from '@folio/cart-server/schema';
import { devMailbox, mailOutbox } from '@folio/mail';
import { products } from '@folio/order-forms-server/schema';
import { orders, transactions } from '@folio/orders-server/schema';
import { embeddedPayPayments } from '@folio/payments-server/schema';
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireDueOrders } from './expiry.js';
import { CARDS, createCheckoutTestApp, type CheckoutTestApp } from './testing/checkout-test-app.js';

let app: CheckoutTestApp;
beforeAll(async () => {
  app = await createCheckoutTestApp();
}, 120_000);
afterAll(() => app.close());

const receipts = async (orderId: string) =>
  (
    await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, 'checkout.receipt'), sql`${mailOutbox.data}->>'orderId' = ${orderId}`))
  ).length;
const paymentsAtProvider = async () =>
  (await app.db.select({ n: sql<number>`count(*)::int` }).from(embeddedPayPayments))[0]!.n;

async function setup(stockLimit: number | null = 5, form: Parameters<CheckoutTestApp['formOf']>[0] = {}) {
  const f = await app.formOf(form);
  const product = await app.productOf(f.id, { stockLimit, priceMinor: 2500 });
  const r = await app.reader();
  return { form: f, product, r };
}

describe('placing and paying in full', { timeout: 30_000 }, () => {
  it('places a pending order with a payment, and applies the paid payment once: stock sold, cart ordered, one receipt', async () => {
    const { form, product, r } = await setup();
    const cart = await app.cart(r.user.id, form.id, product.id, 2);
    const placed = await app.checkout(r, cart.id);
    expect(placed.status).toBe(201);
    const { order, payment } = placed.body.data;
    expect(order).toMatchObject({
      status: 'pending_payment',
      total_minor: 5000,
      paid_minor: 0,
      // Unpaid: it owes its whole total.
      owed_minor: 5000,
      payment_mode: 'full',
    });
    expect(order.order_number).toMatch(/^FO-/);
    expect(payment).toMatchObject({ amount_minor: 5000, currency: 'GBP', status: 'requires_payment_method' });

    await app.pay(payment);
    const first = await r.call('POST', `/api/cart/${cart.id}/update-qty-sold`, {
      payment_id: payment.id,
      method: 'card',
    });
    const again = await r.call('POST', `/api/cart/${cart.id}/update-qty-sold`, {
      payment_id: payment.id,
      method: 'card',
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'paid', paid_minor: 5000, owed_minor: 0 });
    expect(again.body.data.status).toBe('paid');
    const [p] = await app.db.select().from(products).where(eq(products.id, product.id));
    expect(p!.stockSold).toBe(2);
    expect((await app.byId(cart.id))[0]!.status).toBe('ordered');
    expect(await receipts(order.id)).toBe(1);
    const tx = await r.call('GET', `/api/orders/${order.order_number}/transactions`);
    expect(tx.body.data).toEqual([
      expect.objectContaining({
        kind: 'charge',
        amount_minor: 5000,
        status: 'succeeded',
        provider_reference: payment.id,
        method: 'card',
      }),
    ]);
  });

  it('answers a declined card with the provider\u2019s words and charges nothing', async () => {
    const { form, product, r } = await setup();
    const cart = await app.cart(r.user.id, form.id, product.id, 1);
    const { payment, order } = (await app.checkout(r, cart.id)).body.data;
    await app.pay(payment, CARDS.declined);
    const answer = await r.call('POST', `/api/cart/${cart.id}/update-qty-sold`, {
      payment_id: payment.id,
      method: 'card',
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: 'Your card was declined.', code: 'payment_not_settled' });
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'pending_payment', paidMinor: 0 });
    expect(
      await app.db
        .select()
        .from(transactions)
        .where(and(eq(transactions.orderId, order.id), eq(transactions.kind, 'charge'))),
    ).toEqual([]);
  });

  it('refuses units that are gone with 409 out_of_stock and creates no payment', async () => {
    const { form, product, r } = await setup(1);
    await app.db.update(products).set({ stockSold: 1 }).where(eq(products.id, product.id));
    const cart = await app.cart(r.user.id, form.id, product.id, 1);
    const before = await paymentsAtProvider();
    const answer = await app.checkout(r, cart.id);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('out_of_stock');
    expect(await paymentsAtProvider()).toBe(before);
  });

  it('replays the same key identically and meets another key with checkout_in_progress', async () => {
    const { form, product, r } = await setup();
    const cart = await app.cart(r.user.id, form.id, product.id, 1);
    const key = randomUUID();
    const first = await app.checkout(r, cart.id, undefined, key);
    const replay = await app.checkout(r, cart.id, undefined, key);
    const other = await app.checkout(r, cart.id);
    expect(replay).toEqual(first);
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({
      code: 'checkout_in_progress',
      order_number: first.body.data.order.order_number,
    });
    expect((await r.call('POST', `/api/cart/${cart.id}/checkout`, { mode: 'full', accept_terms: true })).status).toBe(
      422,
    );
  });

  it('refuses the same key with other details, as a card processor does, and changes nothing', async () => {
    const { form, product, r } = await setup(null, { depositPercent: 25, maxInstalments: 2, closeDate: '2026-07-16' });
    const cart = await app.cart(r.user.id, form.id, product.id, 4);
    const key = randomUUID();
    const first = await app.checkout(r, cart.id, { mode: 'full', accept_terms: true }, key);
    expect(first.status).toBe(201);
    const other = await app.checkout(
      r,
      cart.id,
      { mode: 'deposit', accept_terms: true, accept_deposit_policy: true },
      key,
    );
    expect(other).toEqual({
      status: 409,
      body: {
        message: 'This Idempotency-Key was used with other details. Send a new key for a new request.',
        code: 'idempotency_key_reused',
      },
    });
    // The same details in another key order are the same request.
    expect(await app.checkout(r, cart.id, { accept_terms: true, mode: 'full' }, key)).toEqual(first);
    expect(await app.db.select().from(orders).where(eq(orders.cartId, cart.id))).toHaveLength(1);
  });

  it('needs the terms accepted and a signed-in reader', async () => {
    const { form, product, r } = await setup();
    const cart = await app.cart(r.user.id, form.id, product.id, 1);
    expect((await app.checkout(r, cart.id, { mode: 'full', accept_terms: false })).status).toBe(422);
    const anonymous = await app.t.app.request(`/api/cart/${cart.id}/checkout`, { method: 'POST' });
    expect([401, 419]).toContain(anonymous.status);
  });
});

describe('what is not yours', { timeout: 30_000 }, () => {
  it('answers 404 for another reader\u2019s cart, order, plan, transactions, instalment and cancel', async () => {
    const { form, product, r } = await setup(null, { depositPercent: 20, maxInstalments: 3, closeDate: '2026-09-30' });
    const cart = await app.cart(r.user.id, form.id, product.id, 4);
    const { order, payment } = (
      await app.checkout(r, cart.id, {
        mode: 'deposit',
        accept_terms: true,
        accept_deposit_policy: true,
        instalments: 2,
      })
    ).body.data;
    await app.pay(payment);
    await r.call('POST', `/api/cart/${cart.id}/update-qty-sold`, { payment_id: payment.id, method: 'card' });
    const plan = (await r.call('GET', `/api/orders/${order.order_number}/payment-plan`)).body.data;
    const other = await app.reader();
    for (const path of ['', '/terms', '/payment-plan', '/transactions']) {
      expect((await other.call('GET', `/api/orders/${order.order_number}${path}`)).status).toBe(404);
    }
    expect((await other.call('POST', `/api/orders/${order.order_number}/cancel`, {})).status).toBe(404);
    expect((await other.call('GET', `/api/installments/${plan.instalments[0].id}`)).status).toBe(404);
    expect(
      (
        await other.call('POST', `/api/installments/${plan.instalments[0].id}/pay`, undefined, {
          'Idempotency-Key': randomUUID(),
        })
      ).status,
    ).toBe(404);
    expect((await app.checkout(other, cart.id)).status).toBe(404);
    expect(
      (await other.call('POST', `/api/cart/${cart.id}/update-qty-sold`, { payment_id: payment.id, method: 'card' }))
        .status,
    ).toBe(404);
  });
});

describe('deposits, plans and instalments', { timeout: 30_000 }, () => {
  it('takes a deposit, writes the plan, pays an instalment early, and is paid when the plan is', async () => {
    const { form, product, r } = await setup(null, {
      depositPercent: 25,
      maxInstalments: 3,
      closeDate: '2026-07-16',
      depositPolicy: 'Deposits are not refundable.',
    });
    const cart = await app.cart(r.user.id, form.id, product.id, 4);
    const quote = await r.call('GET', `/api/cart/${cart.id}/deposit`);
    expect(quote.body.data).toMatchObject({
      total_minor: 10000,
      min_deposit_minor: 2500,
      percent: 25,
      max_instalments: 3,
      close_date: '2026-07-16',
    });
    const placed = await app.checkout(r, cart.id, {
      mode: 'deposit',
      accept_terms: true,
      accept_deposit_policy: true,
      deposit_minor: 2501,
      instalments: 3,
    });
    expect(placed.status).toBe(201);
    const { order, payment } = placed.body.data;
    expect(payment.amount_minor).toBe(2501);
    await app.pay(payment);
    const paid = await r.call('POST', `/api/cart/${cart.id}/update-qty-sold`, {
      payment_id: payment.id,
      method: 'card',
    });
    expect(paid.body.data).toMatchObject({
      status: 'deposit_paid',
      paid_minor: 2501,
      owed_minor: 7499,
      next_due: { due_date: '2026-06-25', amount_minor: 2499 },
    });
    const plan = (await r.call('GET', `/api/orders/${order.order_number}/payment-plan`)).body.data;
    expect(
      plan.instalments.map((i: { due_date: string; amount_minor: number }) => [i.due_date, i.amount_minor]),
    ).toEqual([
      ['2026-06-25', 2499],
      ['2026-07-05', 2499],
      ['2026-07-15', 2501],
    ]);
    expect((await r.call('GET', `/api/orders/${order.order_number}/terms`)).body.data).toMatchObject({
      deposit_policy: 'Deposits are not refundable.',
    });

    // A later policy change never touches the plan.
    const first = plan.instalments[0];
    const key = randomUUID();
    const early = await r.call('POST', `/api/installments/${first.id}/pay`, undefined, { 'Idempotency-Key': key });
    expect(early.status).toBe(201);
    expect(early.body.data.payment.amount_minor).toBe(2499);
    expect(await r.call('POST', `/api/installments/${first.id}/pay`, undefined, { 'Idempotency-Key': key })).toEqual(
      early,
    );
    await app.pay(early.body.data.payment);
    const detail = await r.call('GET', `/api/installments/${first.id}`);
    expect(detail.body.data.instalment).toMatchObject({ status: 'paid', attempts: 1 });
    expect(detail.body.data.order).toMatchObject({ paid_minor: 5000, owed_minor: 5000, status: 'deposit_paid' });
    expect(await receipts(order.id)).toBe(2);
  });

  it('refuses a deposit below the minimum, more instalments than fit, and an unverified e-mail', async () => {
    const { form, product, r } = await setup(null, { depositPercent: 50, maxInstalments: 12, closeDate: '2026-06-18' });
    const cart = await app.cart(r.user.id, form.id, product.id, 2);
    const low = await app.checkout(r, cart.id, {
      mode: 'deposit',
      accept_terms: true,
      accept_deposit_policy: true,
      deposit_minor: 2499,
    });
    expect(low.status).toBe(422);
    expect(low.body.errors.deposit_minor).toEqual(['The deposit must be at least £25.00 GBP.']);
    const many = await app.checkout(r, cart.id, {
      mode: 'deposit',
      accept_terms: true,
      accept_deposit_policy: true,
      instalments: 3,
    });
    expect(many.body.errors.instalments).toEqual(['At most 2 instalments fit before the form closes.']);
    const unverified = await app.reader({ verified: false });
    const theirs = await app.cart(unverified.user.id, form.id, product.id, 2);
    const answer = await app.checkout(unverified, theirs.id, {
      mode: 'deposit',
      accept_terms: true,
      accept_deposit_policy: true,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('email_unverified');
  });
});

describe('cancelling and expiry', { timeout: 30_000 }, () => {
  it('cancels per the policy: refunds through the provider and returns the stock', async () => {
    const { form, product, r } = await setup(5, { cancelPolicy: 'refund_all' });
    const cart = await app.cart(r.user.id, form.id, product.id, 3);
    const { order, payment } = (await app.checkout(r, cart.id)).body.data;
    await app.pay(payment);
    await r.call('POST', `/api/cart/${cart.id}/update-qty-sold`, { payment_id: payment.id, method: 'card' });
    const cancelled = await r.call('POST', `/api/orders/${order.order_number}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      refunded_minor: 7500,
      order: { status: 'refunded', refunded_minor: 7500 },
    });
    expect((await app.db.select().from(products).where(eq(products.id, product.id)))[0]!.stockSold).toBe(0);
    expect((await app.provider.getPayment(payment.id)).amountRefundedMinor).toBe(7500);
    const again = await r.call('POST', `/api/orders/${order.order_number}/cancel`, {});
    expect(again.body.data.refunded_minor).toBe(0);
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, 'orders.cancelled'), sql`${mailOutbox.data}->>'orderId' = ${order.id}`));
    expect(mails).toHaveLength(1);
    await app.deps.mail.deliverDue();
    const inbox = await app.db.select().from(devMailbox).where(eq(devMailbox.to, r.user.email));
    const cancelMail = inbox.find((m) => m.subject === `Order ${order.order_number} cancelled`);
    expect(cancelMail?.text).toContain('Refunded to your payment method: £75.00 GBP.');
    expect(inbox.find((m) => m.subject === `Receipt for order ${order.order_number}`)?.text).toContain(
      'Your order is paid in full: £75.00 GBP.',
    );
    expect((await app.provider.getPayment(payment.id)).amountRefundedMinor).toBe(7500);
  });

  it('refuses to cancel under a no-cancel policy', async () => {
    const { form, product, r } = await setup(5, { cancelPolicy: 'no_cancel' });
    const cart = await app.cart(r.user.id, form.id, product.id, 1);
    const { order, payment } = (await app.checkout(r, cart.id)).body.data;
    await app.pay(payment);
    await r.call('POST', `/api/cart/${cart.id}/update-qty-sold`, { payment_id: payment.id, method: 'card' });
    const answer = await r.call('POST', `/api/orders/${order.order_number}/cancel`, {});
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('not_cancellable');
  });

  it('expires an unpaid order after its window: payment cancelled, coupon use and cart given back', async () => {
    const { form, product, r } = await setup(5);
    const [coupon] = await app.db
      .insert(coupons)
      .values({
        code: `SAVE-${randomUUID().slice(0, 6)}`,
        orderFormId: form.id,
        kind: 'amount',
        amountMinor: 500,
        usageLimit: 1,
      })
      .returning();
    const cart = await app.cart(r.user.id, form.id, product.id, 1);
    await app.db.update(carts).set({ couponId: coupon!.id }).where(eq(carts.id, cart.id));
    const { order, payment } = (await app.checkout(r, cart.id)).body.data;
    expect(order.discount_minor).toBe(500);
    expect(await app.db.select().from(couponRedemptions).where(eq(couponRedemptions.cartId, cart.id))).toHaveLength(1);
    app.clock.advance(31 * 60 * 1000);
    expect(await expireDueOrders(app.deps)).toBeGreaterThanOrEqual(1);
    expect((await app.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('expired');
    expect((await app.provider.getPayment(payment.id)).status).toBe('canceled');
    expect(await app.db.select().from(couponRedemptions).where(eq(couponRedemptions.cartId, cart.id))).toHaveLength(0);
    expect((await app.byId(cart.id))[0]!.status).toBe('open');
  });
});
