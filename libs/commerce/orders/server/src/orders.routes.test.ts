import { DEFAULT_SESSION_COOKIE } from '@folio/auth-server';
import { createAuthTestApp, fakeClock, type AuthTestApp } from '@folio/auth-server/testing';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@folio/http-contract';
import { fakeCatalogRefs, orderFormFixtures } from '@folio/order-forms-server/testing';
import { EventOrdersListResponse, OrderListResponse, OrderResponse, PICKUP_CODE_PATTERN } from '@folio/orders-contract';
import { createEmbeddedProvider, type EmbeddedProvider } from '@folio/payments-server';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { instalments, orderLines, orders, transactions } from './orders.table.js';
import { cancelOrder } from './order-cancel.js';
import { ordersRoutes } from './orders.routes.js';
import { newOrderNumber } from './pickup-code.js';

const clock = fakeClock('2026-06-15T12:00:00Z');
const catalog = fakeCatalogRefs();
let t: AuthTestApp;
let provider: EmbeddedProvider;

beforeAll(async () => {
  t = await createAuthTestApp({
    now: clock.now,
    extra: (app, deps) => {
      provider = createEmbeddedProvider({ db: deps.db, signingSecret: 'whsec_orders' });
      app.route('/', ordersRoutes({ db: deps.db, catalog: catalog.port, provider, now: clock.now }));
    },
  });
}, 120_000);
afterAll(() => t.close());

async function reader() {
  const user = await t.createUser({ email: `r-${randomUUID().slice(0, 8)}@example.test`, password: null });
  const session = await t.sessions.create(user.id);
  const headers = {
    cookie: `${DEFAULT_SESSION_COOKIE}=${session.issuedToken}; ${XSRF_COOKIE_NAME}=${session.issuedCsrfToken}`,
    [XSRF_HEADER_NAME]: session.issuedCsrfToken!,
    accept: 'application/json',
  };
  const get = async (path: string) => {
    const res = await t.app.request(path, { headers });
    return { status: res.status, body: (await res.json()) as any };
  };
  const post = async (path: string, json: unknown = {}) => {
    const res = await t.app.request(path, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  return { user, get, post };
}

interface OrderOptions {
  createdAt?: Date;
  cancelPolicy?: 'refund_all' | 'keep_deposit' | 'no_cancel';
  status?: 'defaulted';
}

/** A placed order straight in the tables: paid in full, or a deposit with one instalment left; its first charge recorded. */
async function order(
  userId: string,
  form: { id: string; sellerId: string; eventId: string | null },
  mode: 'full' | 'deposit',
  options: OrderOptions = {},
) {
  const { createdAt = clock.now(), cancelPolicy = 'refund_all' } = options;
  const total = 4000;
  const first = mode === 'full' ? total : 1000;
  const [row] = await t.database.db
    .insert(orders)
    .values({
      orderNumber: newOrderNumber(),
      userId,
      cartId: randomUUID(),
      cartUid: randomUUID(),
      orderFormId: form.id,
      sellerId: form.sellerId,
      eventId: form.eventId,
      status: options.status ?? (mode === 'full' ? 'paid' : 'deposit_paid'),
      paymentMode: mode,
      currency: 'USD',
      subtotalMinor: total,
      totalMinor: total,
      firstPaymentMinor: first,
      paidMinor: first,
      terms: 'Signed copies only.',
      refundPolicy: 'Refunds until the close date.',
      acceptedAt: createdAt,
      cancelPolicy,
      missedPaymentOutcome: 'cancel_order',
      placementKey: randomUUID(),
      createdAt,
      paidAt: createdAt,
    })
    .returning();
  await t.database.db.insert(orderLines).values({
    orderId: row!.id,
    position: 0,
    productId: randomUUID(),
    title: 'The Glass Orchard',
    quantity: 2,
    unitMinor: 2000,
    totalMinor: 4000,
  });
  if (mode === 'deposit') {
    await t.database.db.insert(instalments).values({
      orderId: row!.id,
      sequence: 1,
      dueDate: '2026-07-01',
      amountMinor: 3000,
      status: options.status === 'defaulted' ? 'cancelled' : 'scheduled',
    });
  }
  await charge(row!.id, first, null);
  return row!;
}

/** A charge of the order paid with the embedded provider's test card (the deposit or full payment when `instalmentId` is null). */
async function charge(orderId: string, amountMinor: number, instalmentId: string | null) {
  const payment = await provider.createPayment({
    amountMinor,
    currency: 'USD',
    idempotencyKey: randomUUID(),
    description: 'Test order',
    metadata: { orderId },
    saveMethodForLater: false,
  });
  await provider.browser.confirm(payment.id, payment.clientSecret, {
    type: 'card',
    number: '4242424242424242',
    exp_month: 12,
    exp_year: 2030,
    cvc: '123',
    name: 'Ada Reader',
  });
  await t.database.db.insert(transactions).values({
    orderId,
    instalmentId,
    kind: 'charge',
    amountMinor,
    currency: 'USD',
    status: 'succeeded',
    method: 'card',
    providerPaymentId: payment.id,
  });
}

async function sellerForm(eventId: string | null, name: string, closeDate = '2026-07-03') {
  const seller = catalog.seller({ name });
  const form = await orderFormFixtures(t.database.db).form({ authorId: seller.id, eventId, closeDate });
  return { id: form.id, sellerId: seller.id, eventId };
}

describe('orders by event', { timeout: 30_000 }, () => {
  it('shows one view per event across both authors, with paid, owed, next due and one pickup code', async () => {
    const festival = catalog.event({
      title: 'Summer Book Fest',
      starts_at: '2026-07-04T10:00:00.000Z',
      ends_at: '2026-07-04T18:00:00.000Z',
    });
    const past = catalog.event({
      title: 'Spring Signing',
      starts_at: '2026-04-01T10:00:00.000Z',
      ends_at: '2026-04-01T18:00:00.000Z',
    });
    const maya = await sellerForm(festival.id, 'Maya Quill');
    const theo = await sellerForm(festival.id, 'Theo Marsh');
    const spring = await sellerForm(past.id, 'Maya Quill');
    const r = await reader();
    const a = await order(r.user.id, maya, 'full');
    const b = await order(r.user.id, theo, 'deposit');
    await order(r.user.id, spring, 'full');

    const upcoming = await r.get('/api/orders/by-event?past=0');
    expect(upcoming.status).toBe(200);
    expect(upcoming.body.data).toHaveLength(1);
    const [group] = upcoming.body.data;
    expect(group.event).toMatchObject({ title: 'Summer Book Fest', slug: 'summer-book-fest' });
    expect(group.orders.map((o: { seller: { name: string } }) => o.seller.name).sort()).toEqual([
      'Maya Quill',
      'Theo Marsh',
    ]);
    expect(group.totals).toEqual([{ currency: 'USD', total_minor: 8000, paid_minor: 5000, owed_minor: 3000 }]);
    expect(group.next_due).toMatchObject({ due_date: '2026-07-01', amount_minor: 3000, order_number: b.orderNumber });
    expect(group.pickup_code).toMatch(PICKUP_CODE_PATTERN);
    expect((await r.get('/api/orders/by-event')).body.data[0].pickup_code).toBe(group.pickup_code);
    expect(group.orders.map((o: { order_number: string }) => o.order_number)).toContain(a.orderNumber);

    const gone = await r.get('/api/orders/by-event?past=1');
    expect(gone.body.data.map((g: { event: { title: string } }) => g.event.title)).toEqual(['Spring Signing']);
    expect(gone.body.data[0].pickup_code).not.toBe(group.pickup_code);

    const events = await r.get('/api/account/events');
    expect(events.body.data).toEqual([
      expect.objectContaining({ order_count: 2, seller_count: 2, next_due_date: '2026-07-01' }),
    ]);
    const one = await r.get('/api/account/events/summer-book-fest/orders');
    expect(one.body.data.orders).toHaveLength(2);
  });

  it('shows another reader nothing of it: empty lists and 404s', async () => {
    const festival = catalog.event({
      title: 'Autumn Fair',
      starts_at: '2026-10-04T10:00:00.000Z',
      ends_at: '2026-10-04T18:00:00.000Z',
    });
    const owner = await reader();
    const placed = await order(owner.user.id, await sellerForm(festival.id, 'Ines Vale'), 'deposit');
    const other = await reader();
    expect((await other.get('/api/orders/by-event')).body.data).toEqual([]);
    expect((await other.get('/api/orders')).body).toMatchObject({ data: [], meta: { total: 0 } });
    // Another reader's event view is their own, empty one: nothing of the owner's shows.
    const othersView = await other.get('/api/account/events/autumn-fair/orders');
    expect(othersView.status).toBe(200);
    expect(othersView.body.data).toBeNull();
    expect((await other.get(`/api/orders/${placed.orderNumber}`)).status).toBe(404);
    expect((await other.get('/api/orders/not-a-number')).status).toBe(404);
    expect((await owner.get(`/api/orders/${placed.orderNumber}/payment-plan`)).body.data.instalments).toHaveLength(1);
    expect(
      (await owner.get(`/api/orders?cart_uid=${placed.cartUid}`)).body.data.map(
        (o: { order_number: string }) => o.order_number,
      ),
    ).toEqual([placed.orderNumber]);
    expect((await other.get(`/api/orders?cart_uid=${placed.cartUid}`)).body.data).toEqual([]);
  });

  it('asks for a signed-in reader', async () => {
    expect((await t.app.request('/api/orders')).status).toBe(401);
  });
});

describe('cancelling beside the instalment scheduler', { timeout: 30_000 }, () => {
  it('refuses while an instalment is being charged, and cancels once it is not', async () => {
    const r = await reader();
    const placed = await order(r.user.id, await sellerForm(null, 'Maya Quill'), 'deposit');
    const deps = { db: t.database.db, provider, now: clock.now };
    await expect(
      cancelOrder({ ...deps, chargeInFlight: async () => true }, placed.orderNumber, r.user.id),
    ).rejects.toMatchObject({ status: 409, code: 'charge_in_progress' });
    const done = await cancelOrder({ ...deps, chargeInFlight: async () => false }, placed.orderNumber, r.user.id);
    expect(done.order).toMatchObject({ status: 'refunded', refundedMinor: 1000 });
  });
  it('never refunds again what the scheduler already queued back: a cancel of an order it cancelled sends no second refund', async () => {
    const r = await reader();
    const placed = await order(r.user.id, await sellerForm(null, 'Maya Quill'), 'deposit');
    const [deposit] = await t.database.db.select().from(transactions).where(eq(transactions.orderId, placed.id));
    // As the scheduler leaves a missed plan under cancel_order: cancelled, the deposit's refund queued (pending) for its sweep.
    await t.database.db
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: clock.now() })
      .where(eq(orders.id, placed.id));
    await t.database.db.insert(transactions).values({
      orderId: placed.id,
      kind: 'refund',
      amountMinor: 1000,
      currency: 'USD',
      status: 'pending',
      method: 'card',
      providerPaymentId: deposit!.providerPaymentId,
    });

    const again = await r.post(`/api/orders/${placed.orderNumber}/cancel`);
    expect(again.status).toBe(200);
    expect((await provider.getPayment(deposit!.providerPaymentId!)).amountRefundedMinor).toBe(0);
    const refunds = (await t.database.db.select().from(transactions).where(eq(transactions.orderId, placed.id))).filter(
      (tx) => tx.kind === 'refund',
    );
    expect(refunds).toHaveLength(1);
    expect((await r.get(`/api/orders/${placed.orderNumber}`)).body.data.cancellation).toMatchObject({
      refund_minor: 0,
    });
  });
});

describe('what cancelling would mean, and the pickup code, on every order', { timeout: 30_000 }, () => {
  it('says what cancelling now refunds under the policy, in the list, the order and the event view alike', async () => {
    const fair = catalog.event({
      title: 'Harbour Readings',
      starts_at: '2026-08-01T10:00:00.000Z',
      ends_at: '2026-08-01T18:00:00.000Z',
    });
    const r = await reader();
    const full = await order(r.user.id, await sellerForm(fair.id, 'Maya Quill'), 'full');
    const kept = await order(r.user.id, await sellerForm(fair.id, 'Theo Marsh'), 'deposit', {
      cancelPolicy: 'keep_deposit',
    });
    const [instalment] = await t.database.db.select().from(instalments).where(eq(instalments.orderId, kept.id));
    await charge(kept.id, 1200, instalment!.id);
    await t.database.db.update(orders).set({ paidMinor: 2200 }).where(eq(orders.id, kept.id));

    // Every answer fits the contract, where both are required.
    const answers = {
      one: (await r.get(`/api/orders/${full.orderNumber}`)).body,
      list: (await r.get('/api/orders')).body,
      byEvent: (await r.get('/api/orders/by-event')).body,
    };
    expect(() => v.parse(OrderResponse, answers.one)).not.toThrow();
    expect(() => v.parse(OrderListResponse, answers.list)).not.toThrow();
    expect(() => v.parse(EventOrdersListResponse, answers.byEvent)).not.toThrow();
    const one = answers.one.data;
    expect(one).toMatchObject({
      cancellable: true,
      cancellation: { policy: 'refund_all', refund_minor: 4000, reason: null },
    });
    expect(one.pickup_code).toMatch(PICKUP_CODE_PATTERN);
    const listed = (await r.get('/api/orders')).body.data;
    const keptView = listed.find((o: { order_number: string }) => o.order_number === kept.orderNumber);
    // keep_deposit: the 1000 deposit stays with the seller, the 1200 instalment would come back.
    expect(keptView).toMatchObject({
      cancellable: true,
      cancellation: { policy: 'keep_deposit', refund_minor: 1200, reason: null },
      pickup_code: one.pickup_code,
    });
    const [group] = (await r.get('/api/orders/by-event')).body.data.filter(
      (g: { event: { id: string } }) => g.event.id === fair.id,
    );
    expect(group.pickup_code).toBe(one.pickup_code);
    expect(group.orders.map((o: { pickup_code: string }) => o.pickup_code)).toEqual([one.pickup_code, one.pickup_code]);

    const cancelled = await r.post(`/api/orders/${kept.orderNumber}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.refunded_minor).toBe(keptView.cancellation.refund_minor);
    expect(cancelled.body.data.order).toMatchObject({
      status: 'cancelled',
      refunded_minor: 1200,
      cancellable: false,
      cancellation: { refund_minor: 0, reason: 'This order is already cancelled.' },
    });
    // Nothing of it is collected at the event any more: no code on it, the other order keeps the event's.
    expect(cancelled.body.data.order.pickup_code).toBeNull();
    const [after] = (await r.get('/api/orders/by-event')).body.data.filter(
      (g: { event: { id: string } }) => g.event.id === fair.id,
    );
    expect(after.pickup_code).toBe(one.pickup_code);

    await r.post(`/api/orders/${full.orderNumber}/cancel`);
    const [none] = (await r.get('/api/orders/by-event')).body.data.filter(
      (g: { event: { id: string } }) => g.event.id === fair.id,
    );
    expect(none).toMatchObject({
      pickup_code: null,
      orders: [expect.objectContaining({ pickup_code: null }), expect.objectContaining({ pickup_code: null })],
    });
  });

  it('gives no pickup code without an event, and another reader another code for the same event', async () => {
    const fair = catalog.event({
      title: 'Lantern Fair',
      starts_at: '2026-08-09T10:00:00.000Z',
      ends_at: '2026-08-09T18:00:00.000Z',
    });
    const a = await reader();
    const b = await reader();
    const mine = await order(a.user.id, await sellerForm(fair.id, 'Ines Vale'), 'full');
    const theirs = await order(b.user.id, await sellerForm(fair.id, 'Ines Vale'), 'full');
    const online = await order(a.user.id, await sellerForm(null, 'Ines Vale'), 'full');
    expect((await a.get(`/api/orders/${online.orderNumber}`)).body.data.pickup_code).toBeNull();
    const codeA = (await a.get(`/api/orders/${mine.orderNumber}`)).body.data.pickup_code;
    const codeB = (await b.get(`/api/orders/${theirs.orderNumber}`)).body.data.pickup_code;
    expect(codeA).toMatch(PICKUP_CODE_PATTERN);
    expect(codeB).toMatch(PICKUP_CODE_PATTERN);
    expect(codeA).not.toBe(codeB);
  });

  it('says why not under no_cancel and after the form closed, refunds nothing, and cancel refuses with the same words', async () => {
    const r = await reader();
    const strict = await order(r.user.id, await sellerForm(null, 'Maya Quill'), 'full', { cancelPolicy: 'no_cancel' });
    const closed = await order(r.user.id, await sellerForm(null, 'Theo Marsh', '2026-06-14'), 'full');
    for (const [placed, words] of [
      [strict, 'This order cannot be cancelled under the seller\u2019s policy.'],
      [closed, 'This order can no longer be cancelled: its order form has closed.'],
    ] as const) {
      const view = (await r.get(`/api/orders/${placed.orderNumber}`)).body.data;
      expect(view).toMatchObject({ cancellable: false, cancellation: { refund_minor: 0, reason: words } });
      const refused = await r.post(`/api/orders/${placed.orderNumber}/cancel`);
      expect(refused).toEqual({ status: 409, body: { message: words, code: 'not_cancellable' } });
    }
    expect((await r.get(`/api/orders/${strict.orderNumber}`)).body.data.cancellation.policy).toBe('no_cancel');
  });
});

describe('defaulted orders', { timeout: 30_000 }, () => {
  it('are shown as defaulted, owing nothing, in the list, the order and the event view, with what was kept in the totals', async () => {
    const fair = catalog.event({
      title: 'Quay Signing',
      starts_at: '2026-08-20T10:00:00.000Z',
      ends_at: '2026-08-20T18:00:00.000Z',
    });
    const r = await reader();
    const lapsed = await order(r.user.id, await sellerForm(fair.id, 'Maya Quill'), 'deposit', { status: 'defaulted' });
    const good = await order(r.user.id, await sellerForm(fair.id, 'Theo Marsh'), 'full');

    const view = (await r.get(`/api/orders/${lapsed.orderNumber}`)).body.data;
    expect(view).toMatchObject({
      status: 'defaulted',
      paid_minor: 1000,
      owed_minor: 0,
      next_due: null,
      cancellable: false,
      cancellation: { refund_minor: 0 },
    });
    expect(view.cancellation.reason).toMatch(/instalment went unpaid/);
    expect((await r.get('/api/orders')).body.data.map((o: { order_number: string }) => o.order_number)).toContain(
      lapsed.orderNumber,
    );

    const [group] = (await r.get('/api/orders/by-event')).body.data.filter(
      (g: { event: { id: string } }) => g.event.id === fair.id,
    );
    expect(
      group.orders.map((o: { order_number: string; status: string }) => [o.order_number, o.status]).sort(),
    ).toEqual(
      [
        [lapsed.orderNumber, 'defaulted'],
        [good.orderNumber, 'paid'],
      ].sort(),
    );
    expect(group.totals).toEqual([{ currency: 'USD', total_minor: 5000, paid_minor: 5000, owed_minor: 0 }]);
    expect(group.next_due).toBeNull();
    const events = (await r.get('/api/account/events')).body.data.filter(
      (e: { event: { id: string } }) => e.event.id === fair.id,
    );
    expect(events).toEqual([expect.objectContaining({ order_count: 2 })]);
  });

  it('cannot be cancelled: 409 not_cancellable in plain words, and the order stays as it was', async () => {
    const r = await reader();
    const lapsed = await order(r.user.id, await sellerForm(null, 'Maya Quill'), 'deposit', { status: 'defaulted' });
    const refused = await r.post(`/api/orders/${lapsed.orderNumber}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('not_cancellable');
    expect(refused.body.message).toBe(
      'This order was closed after an instalment went unpaid; under the seller\u2019s policy what was paid is kept and nothing more will be charged.',
    );
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, lapsed.id));
    expect(row).toMatchObject({ status: 'defaulted', refundedMinor: 0 });
    expect(
      (await t.database.db.select().from(transactions).where(eq(transactions.orderId, lapsed.id))).map((tx) => tx.kind),
    ).toEqual(['charge']);
  });
});
