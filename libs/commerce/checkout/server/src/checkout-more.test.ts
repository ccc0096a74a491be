import { addresses } from '@folio/account-server';
import { cartPaths } from '@folio/cart-contract';
import { cartItems, shippingRates } from '@folio/cart-server/schema';
import { mailOutbox } from '@folio/mail';
import { instalments, orders, transactions } from '@folio/orders-server/schema';
import { ProviderUnavailableError } from '@folio/payments-server';
import { products } from '@folio/order-forms-server/schema';
import { applyPayment } from './apply-payment.js';
import { expireDueOrders } from './expiry.js';
import { checkoutRequests } from './checkout.table.js';
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, createCheckoutTestApp, type CheckoutTestApp } from './testing/checkout-test-app.js';

let app: CheckoutTestApp;
beforeAll(async () => {
  app = await createCheckoutTestApp();
}, 120_000);
afterAll(() => app.close());

const addressOf = async (userId: string, countryCode: string) =>
  (
    await app.db
      .insert(addresses)
      .values({
        userId,
        firstName: 'Ada',
        lastName: 'Reader',
        line1: '1 Quay St',
        city: 'Leeds',
        postalCode: 'LS1 1AA',
        countryCode,
      })
      .returning()
  )[0]!;

/** A reader's deposit order in two instalments, its deposit paid: the reader and its first instalment. */
async function paidDeposit() {
  const form = await app.formOf({ depositPercent: 50, maxInstalments: 2, closeDate: '2026-08-01' });
  const product = await app.productOf(form.id, { stockLimit: null });
  const r = await app.reader();
  const cart = await app.cart(r.user.id, form.id, product.id, 2);
  const { order, payment } = (
    await app.checkout(r, cart.id, {
      mode: 'deposit',
      accept_terms: true,
      accept_deposit_policy: true,
      instalments: 2,
    })
  ).body.data;
  await app.pay(payment);
  await app.deliverAll(payment.id);
  const [first] = await app.db
    .select()
    .from(instalments)
    .where(and(eq(instalments.orderId, order.id), eq(instalments.sequence, 1)));
  return { r, first };
}

describe('a plan paid early', { timeout: 30_000 }, () => {
  it('completes the order when its last instalment is paid early: nothing owed, paid in full', async () => {
    const { r, first } = await paidDeposit();
    const plan = await app.db.select().from(instalments).where(eq(instalments.orderId, first!.orderId));
    for (const instalment of plan.sort((a, b) => a.sequence - b.sequence)) {
      const early = (
        await r.call('POST', `/api/installments/${instalment.id}/pay`, undefined, { 'Idempotency-Key': randomUUID() })
      ).body.data;
      await app.pay(early.payment);
      await app.deliverAll(early.payment.id);
    }
    const [order] = await app.db.select().from(orders).where(eq(orders.id, first!.orderId));
    const view = (await r.call('GET', `/api/orders/${order!.orderNumber}`)).body.data;
    expect(view).toMatchObject({ status: 'paid', owed_minor: 0 });
  });
});

describe('payment failures', { timeout: 30_000 }, () => {
  it('records a declined placement payment from its notification, in the provider\u2019s words', async () => {
    const form = await app.formOf();
    const product = await app.productOf(form.id, { stockLimit: 5 });
    const r = await app.reader();
    const cart = await app.cart(r.user.id, form.id, product.id, 1);
    const { order, payment } = (await app.checkout(r, cart.id)).body.data;
    await app.pay(payment, CARDS.insufficient);
    await app.deliverAll(payment.id);
    await app.deliverAll(payment.id);
    const list = (await r.call('GET', `/api/orders/${order.order_number}/transactions`)).body.data;
    expect(list).toEqual([
      expect.objectContaining({
        kind: 'failure',
        status: 'failed',
        message: 'Your card has insufficient funds.',
        provider_reference: payment.id,
      }),
    ]);
    // Another card on the same payment still pays the order.
    await app.pay(payment, CARDS.ok);
    await app.deliverAll(payment.id);
    expect((await r.call('GET', `/api/orders/${order.order_number}`)).body.data.status).toBe('paid');
  });

  it('mails the buyer when an instalment payment is declined, and keeps the instalment payable', async () => {
    const { r, first } = await paidDeposit();
    const early = (
      await r.call('POST', `/api/installments/${first!.id}/pay`, undefined, { 'Idempotency-Key': randomUUID() })
    ).body.data;
    await app.pay(early.payment, CARDS.declined);
    await app.deliverAll(early.payment.id);
    const detail = (await r.call('GET', `/api/installments/${first!.id}`)).body.data;
    expect(detail.instalment).toMatchObject({ status: 'scheduled', attempts: 1 });
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.template, 'checkout.payment_failed'),
          sql`${mailOutbox.data}->>'instalmentId' = ${first!.id}`,
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.data['message']).toBe('Your card was declined.');
    // Trying again answers the same payment, still open after the decline, and another card pays it.
    const again = (
      await r.call('POST', `/api/installments/${first!.id}/pay`, undefined, { 'Idempotency-Key': randomUUID() })
    ).body.data;
    expect(again.payment.id).toBe(early.payment.id);
    await app.pay(again.payment);
    await app.deliverAll(again.payment.id);
    expect((await r.call('GET', `/api/installments/${first!.id}`)).body.data.instalment).toMatchObject({
      status: 'paid',
      attempts: 1,
    });
  });

  it('opens one payment for 20 parallel early-pay requests with distinct keys, and charges the instalment once', async () => {
    const { r, first } = await paidDeposit();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        r.call('POST', `/api/installments/${first!.id}/pay`, undefined, { 'Idempotency-Key': randomUUID() }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const paymentIds = new Set(answers.map((answer) => answer.body.data.payment.id as string));
    expect(paymentIds.size).toBe(1);
    // The reader confirms every answer they were given, as 20 open tabs would: one charge.
    const results = await Promise.all(
      answers.map((answer) =>
        app
          .pay(answer.body.data.payment)
          .then((done) => done.payment.status)
          .catch((error: unknown) => (error as { code: string }).code),
      ),
    );
    expect(results.filter((status) => status === 'succeeded')).toHaveLength(1);
    const [only] = paymentIds;
    await app.deliverAll(only!);
    const charges = await app.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.instalmentId, first!.id), eq(transactions.status, 'succeeded')));
    expect(charges).toHaveLength(1);
    expect((await r.call('GET', `/api/installments/${first!.id}`)).body.data.instalment).toMatchObject({
      status: 'paid',
      attempts: 1,
    });
  });
});

describe('saved methods', { timeout: 30_000 }, () => {
  it('offers the card a deposit saved on the next payments of its owner only, and pays an instalment with it', async () => {
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
    expect(placed.payment.saved_methods).toEqual([]);
    await app.pay(placed.payment);
    await app.deliverAll(placed.payment.id);

    const [first] = await app.db
      .select()
      .from(instalments)
      .where(and(eq(instalments.orderId, placed.order.id), eq(instalments.sequence, 1)));
    const early = (
      await r.call('POST', `/api/installments/${first!.id}/pay`, undefined, { 'Idempotency-Key': randomUUID() })
    ).body.data;
    expect(early.payment.saved_methods).toEqual([
      { id: expect.stringMatching(/^pm_/), kind: 'card', label: 'Visa •••• 4242' },
    ]);
    const paid = await app.provider.browser.confirm(early.payment.id, early.payment.client_secret, {
      type: 'saved',
      id: early.payment.saved_methods[0].id,
    });
    expect(paid.payment.status).toBe('succeeded');
    await app.deliverAll(early.payment.id);
    expect((await r.call('GET', `/api/installments/${first!.id}`)).body.data.instalment).toMatchObject({
      status: 'paid',
    });

    // The same reader's next order offers it too; another reader's does not.
    const next = (await app.checkout(r, (await app.cart(r.user.id, form.id, product.id, 1)).id)).body.data;
    expect(next.payment.saved_methods).toEqual(early.payment.saved_methods);
    const other = await app.reader();
    const theirs = (await app.checkout(other, (await app.cart(other.user.id, form.id, product.id, 1)).id)).body.data;
    expect(theirs.payment.saved_methods).toEqual([]);
    await expect(
      app.provider.browser.confirm(theirs.payment.id, theirs.payment.client_secret, {
        type: 'saved',
        id: early.payment.saved_methods[0].id,
      }),
    ).rejects.toMatchObject({ code: 'resource_missing' });
  });
});

describe('shipping and carts ready to pay', { timeout: 30_000 }, () => {
  it('sets the shipping choice with a new cart_uid, and refuses a rate or an address that does not fit', async () => {
    const form = await app.formOf({ shipping: true, pickup: false });
    const product = await app.productOf(form.id, { stockLimit: 5 });
    const [uk] = await app.db
      .insert(shippingRates)
      .values({ orderFormId: form.id, countryCode: 'GB', name: 'Royal Mail', priceMinor: 395 })
      .returning();
    const [fr] = await app.db
      .insert(shippingRates)
      .values({ orderFormId: form.id, countryCode: 'FR', name: 'La Poste', priceMinor: 995 })
      .returning();
    const r = await app.reader();
    const home = await addressOf(r.user.id, 'GB');
    const cart = await app.cart(r.user.id, form.id, product.id, 1);
    expect((await app.checkout(r, cart.id)).body.errors.shipping_rate_id).toEqual(['Choose a shipping option.']);
    const chosen = await r.call('PATCH', `/api/cart/${cart.id}/shipping`, {
      shipping_rate_id: uk!.id,
      shipping_address_id: home.id,
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.shipping).toMatchObject({ name: 'Royal Mail', price_minor: 395 });
    expect(chosen.body.data.cart_uid).not.toBe(cart.cartUid);
    expect(
      (
        await r.call('PATCH', `/api/cart/${cart.id}/shipping`, {
          shipping_rate_id: fr!.id,
          shipping_address_id: home.id,
        })
      ).status,
    ).toBe(422);
    const other = await app.reader();
    const theirs = await addressOf(other.user.id, 'GB');
    expect(
      (
        await r.call('PATCH', `/api/cart/${cart.id}/shipping`, {
          shipping_rate_id: uk!.id,
          shipping_address_id: theirs.id,
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await other.call('PATCH', `/api/cart/${cart.id}/shipping`, {
          shipping_rate_id: uk!.id,
          shipping_address_id: theirs.id,
        })
      ).status,
    ).toBe(404);

    const ready = await r.call('GET', '/api/checkout/ready');
    expect(ready.body.data).toEqual([
      expect.objectContaining({
        order: expect.objectContaining({ subtotal_minor: 2500, shipping_minor: 395, total_minor: 2895 }),
        pending_order_number: null,
      }),
    ]);
    const placed = await app.checkout(r, cart.id);
    expect(placed.body.data.order).toMatchObject({ shipping_minor: 395, total_minor: 2895 });
    expect((await r.call('GET', '/api/checkout/ready')).body.data[0].pending_order_number).toBe(
      placed.body.data.order.order_number,
    );
    expect(
      (
        await r.call('PATCH', `/api/cart/${cart.id}/shipping`, {
          shipping_rate_id: uk!.id,
          shipping_address_id: home.id,
        })
      ).body.code,
    ).toBe('checkout_in_progress');
  });

  it('charges no shipping when the buyer picks up after choosing a rate, and refuses a way the form does not offer', async () => {
    const form = await app.formOf({ shipping: true, pickup: true });
    const product = await app.productOf(form.id, { stockLimit: 5 });
    const [uk] = await app.db
      .insert(shippingRates)
      .values({ orderFormId: form.id, countryCode: 'GB', name: 'Royal Mail', priceMinor: 395 })
      .returning();
    const r = await app.reader();
    const home = await addressOf(r.user.id, 'GB');
    const cart = await app.cart(r.user.id, form.id, product.id, 1);
    expect(
      (
        await r.call('PATCH', `/api/cart/${cart.id}/shipping`, {
          shipping_rate_id: uk!.id,
          shipping_address_id: home.id,
        })
      ).status,
    ).toBe(200);
    const placed = await app.checkout(r, cart.id, { mode: 'full', accept_terms: true, fulfilment: 'pickup' });
    expect(placed.status).toBe(201);
    expect(placed.body.data.order).toMatchObject({ shipping_minor: 0, total_minor: 2500 });
    const [row] = await app.db.select().from(orders).where(eq(orders.cartId, cart.id));
    expect(row).toMatchObject({ shippingRateId: null, shippingAddressId: null, shippingName: null });

    const shipsOnly = await app.formOf({ shipping: true, pickup: false });
    const other = await app.cart(r.user.id, shipsOnly.id, (await app.productOf(shipsOnly.id, { stockLimit: 5 })).id, 1);
    const refused = await app.checkout(r, other.id, { mode: 'full', accept_terms: true, fulfilment: 'pickup' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.fulfilment).toEqual(['This order form does not offer pickup.']);
    expect(await app.db.select().from(orders).where(eq(orders.cartId, other.id))).toHaveLength(0);
  });
});

describe('a crash mid-checkout', { timeout: 30_000 }, () => {
  it('resumes the order with the same key after the provider failed between the order and its payment: one order, one payment', async () => {
    const form = await app.formOf();
    const product = await app.productOf(form.id, { stockLimit: 5 });
    const r = await app.reader();
    const cart = await app.cart(r.user.id, form.id, product.id, 1);
    const real = app.deps.provider;
    app.deps.provider = {
      ...real,
      createPayment: async () => Promise.reject(new ProviderUnavailableError('provider down')),
    };
    const key = randomUUID();
    const failed = await app.checkout(r, cart.id, undefined, key);
    app.deps.provider = real;
    expect(failed.status).toBe(500);
    const [pending] = await app.db.select().from(orders).where(eq(orders.cartId, cart.id));
    expect(pending).toMatchObject({ status: 'pending_payment', paymentId: null });
    expect((await app.checkout(r, cart.id)).body).toMatchObject({
      code: 'checkout_in_progress',
      order_number: pending!.orderNumber,
    });
    const resumed = await app.checkout(r, cart.id, undefined, key);
    expect(resumed.status).toBe(201);
    expect(resumed.body.data.order.order_number).toBe(pending!.orderNumber);
    expect(await app.db.select().from(orders).where(eq(orders.cartId, cart.id))).toHaveLength(1);
    expect(await app.checkout(r, cart.id, undefined, key)).toEqual(resumed);
  });

  it('takes over a key a killed process left unanswered', async () => {
    const form = await app.formOf();
    const product = await app.productOf(form.id, { stockLimit: 5 });
    const r = await app.reader();
    const cart = await app.cart(r.user.id, form.id, product.id, 1);
    const key = randomUUID();
    await app.db.insert(checkoutRequests).values({
      userId: r.user.id,
      key,
      scope: 'checkout',
      target: cart.id,
      createdAt: new Date(app.clock.now().getTime() - 5 * 60_000),
    });
    const answer = await app.checkout(r, cart.id, undefined, key);
    expect(answer.status).toBe(201);
  });
});

describe('money that arrives too late, and a kept deposit', { timeout: 30_000 }, () => {
  it('refunds a payment that succeeds for an order that has expired meanwhile, and sells nothing', async () => {
    const form = await app.formOf();
    const product = await app.productOf(form.id, { stockLimit: 5 });
    const r = await app.reader();
    const cart = await app.cart(r.user.id, form.id, product.id, 2);
    const { order, payment } = (await app.checkout(r, cart.id)).body.data;
    await app.db.update(orders).set({ status: 'expired' }).where(eq(orders.id, order.id));
    await app.pay(payment);
    const result = await applyPayment(app.deps, payment.id);
    expect(result.outcome).toBe('refunded_late');
    expect((await applyPayment(app.deps, payment.id)).outcome).toBe('already_applied');
    expect((await app.provider.getPayment(payment.id)).amountRefundedMinor).toBe(5000);
    expect((await app.db.select().from(products).where(eq(products.id, product.id)))[0]!.stockSold).toBe(0);
  });

  it('keeps the deposit and refunds the instalments under keep_deposit', async () => {
    const form = await app.formOf({
      depositPercent: 20,
      maxInstalments: 2,
      closeDate: '2026-09-01',
      cancelPolicy: 'keep_deposit',
    });
    const product = await app.productOf(form.id, { stockLimit: 10 });
    const r = await app.reader();
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
    await app.deliverAll(payment.id);
    const [first] = await app.db
      .select()
      .from(instalments)
      .where(and(eq(instalments.orderId, order.id), eq(instalments.sequence, 1)));
    const early = (
      await r.call('POST', `/api/installments/${first!.id}/pay`, undefined, { 'Idempotency-Key': randomUUID() })
    ).body.data;
    await app.pay(early.payment);
    await app.deliverAll(early.payment.id);
    const before = (await r.call('GET', `/api/orders/${order.order_number}`)).body.data;
    expect(before).toMatchObject({
      cancellable: true,
      cancellation: { policy: 'keep_deposit', refund_minor: 4000, reason: null },
    });
    const cancelled = await r.call('POST', `/api/orders/${order.order_number}/cancel`, {});
    expect(cancelled.body.data).toMatchObject({
      refunded_minor: 4000,
      order: { status: 'cancelled', paid_minor: 6000, refunded_minor: 4000, owed_minor: 0 },
    });
    expect((await app.provider.getPayment(payment.id)).amountRefundedMinor).toBe(0);
    expect(
      (await app.db.select().from(instalments).where(eq(instalments.orderId, order.id))).map((i) => i.status).sort(),
    ).toEqual(['cancelled', 'paid']);
    expect((await app.db.select().from(products).where(eq(products.id, product.id)))[0]!.stockSold).toBe(0);
  });
});

describe('units gone during the payment window', { timeout: 30_000 }, () => {
  it('still records the payment and the paid order (stock stops at its limit) when the buyer emptied the cart and the units sold meanwhile', async () => {
    const form = await app.formOf();
    const product = await app.productOf(form.id, { stockLimit: 2 });
    const r = await app.reader();
    const cart = await app.cart(r.user.id, form.id, product.id, 2);
    const { order, payment } = (await app.checkout(r, cart.id)).body.data;
    await app.db.delete(cartItems).where(eq(cartItems.cartId, cart.id));
    await app.db.update(products).set({ stockSold: 1 }).where(eq(products.id, product.id));
    await app.pay(payment);
    expect((await applyPayment(app.deps, payment.id)).outcome).toBe('applied');
    expect((await app.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({
      status: 'paid',
      paidMinor: 5000,
    });
    expect((await app.db.select().from(products).where(eq(products.id, product.id)))[0]!.stockSold).toBe(2);
  });
});

describe('a cart being paid for', { timeout: 30_000 }, () => {
  it('keeps its lines while its order waits for payment, and frees them when the order expires', async () => {
    const form = await app.formOf();
    const product = await app.productOf(form.id, { stockLimit: 5 });
    const r = await app.reader();
    const cart = await app.cart(r.user.id, form.id, product.id, 2);
    const line = { product_id: product.id };
    expect((await r.call('POST', `/api/public/cart/${cart.id}/adjust`, { ...line, quantity: 3 })).status).toBe(200);
    const { order } = (await app.checkout(r, cart.id)).body.data;
    for (const [method, path, body] of [
      ['POST', `/api/public/cart/${cart.id}/remove`, line],
      ['POST', `/api/public/cart/${cart.id}/adjust`, { ...line, quantity: 1 }],
      ['DELETE', `/api/public/cart/${cart.id}`, undefined],
    ] as const) {
      const answer = await r.call(method, path, body);
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('checkout_in_progress');
    }
    await app.db
      .update(orders)
      .set({ paymentExpiresAt: new Date(app.clock.now().getTime() - 1000) })
      .where(eq(orders.id, order.id));
    await expireDueOrders(app.deps);
    expect((await r.call('POST', `/api/public/cart/${cart.id}/adjust`, { ...line, quantity: 1 })).status).toBe(200);
  });
});

describe('per-customer limits', { timeout: 30_000 }, () => {
  it('count what the reader bought, and give it back when the order is cancelled', async () => {
    const form = await app.formOf({ cancelPolicy: 'refund_all' });
    const product = await app.productOf(form.id, {
      stockLimit: null,
      perCustomerLimit: 2,
      title: 'Signed first edition',
    });
    const r = await app.reader();
    const cart = await app.cart(r.user.id, form.id, product.id, 2);
    const { order, payment } = (await app.checkout(r, cart.id, { mode: 'full', accept_terms: true })).body.data;
    await app.pay(payment);
    await app.deliverAll(payment.id);

    // The reader's next cart of the form (its own session's), holding another book.
    const other = await app.productOf(form.id, { stockLimit: null });
    const next = await app.cart(r.user.id, form.id, other.id, 1, new Date(Date.now() + 3_600_000));
    const add = (quantity: number) =>
      r.call(
        'POST',
        cartPaths.add(next.id),
        { product_id: product.id, quantity, session_uid: next.sessionUid },
        { cookie: `${r.cookie}; sess_id=${next.sessionUid}` },
      );
    expect((await add(1)).body).toMatchObject({ message: 'You can buy at most 2 of Signed first edition.' });

    const cancelled = await r.call('POST', `/api/orders/${order.order_number}/cancel`, {});
    expect(cancelled.body.data.order.status).toMatch(/^(cancelled|refunded)$/);
    const added = await add(2);
    expect(added.status).toBe(200);
    expect(added.body.data.total_quantity).toBe(3);
  });
});
