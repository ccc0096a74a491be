import { DEFAULT_SESSION_COOKIE } from '@folio/auth-server';
import { createAuthTestApp, fakeClock, type AuthTestApp } from '@folio/auth-server/testing';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@folio/http-contract';
import { fakeCatalogRefs, orderFormFixtures } from '@folio/order-forms-server/testing';
import { PICKUP_CODE_PATTERN } from '@folio/orders-contract';
import { createEmbeddedProvider } from '@folio/payments-server';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instalments, orderLines, orders } from './orders.table.js';
import { ordersRoutes } from './orders.routes.js';
import { newOrderNumber } from './pickup-code.js';

const clock = fakeClock('2026-06-15T12:00:00Z');
const catalog = fakeCatalogRefs();
let t: AuthTestApp;

beforeAll(async () => {
  t = await createAuthTestApp({
    now: clock.now,
    extra: (app, deps) => app.route('/', ordersRoutes({ db: deps.db, catalog: catalog.port, provider: createEmbeddedProvider({ db: deps.db, signingSecret: 'whsec_orders' }), now: clock.now })),
  });
}, 120_000);
afterAll(() => t.close());

async function reader() {
  const user = await t.createUser({ email: `r-${randomUUID().slice(0, 8)}@example.test`, password: null });
  const session = await t.sessions.create(user.id);
  const headers = { cookie: `${DEFAULT_SESSION_COOKIE}=${session.issuedToken}; ${XSRF_COOKIE_NAME}=${session.issuedCsrfToken}`, [XSRF_HEADER_NAME]: session.issuedCsrfToken!, accept: 'application/json' };
  const get = async (path: string) => {
    const res = await t.app.request(path, { headers });
    return { status: res.status, body: (await res.json()) as any };
  };
  return { user, get };
}

/** A placed order straight in the tables: paid in full, or a deposit with one instalment left. */
async function order(userId: string, form: { id: string; sellerId: string; eventId: string | null }, mode: 'full' | 'deposit', createdAt = clock.now()) {
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
      status: mode === 'full' ? 'paid' : 'deposit_paid',
      paymentMode: mode,
      currency: 'USD',
      subtotalMinor: total,
      totalMinor: total,
      firstPaymentMinor: first,
      paidMinor: first,
      terms: 'Signed copies only.',
      refundPolicy: 'Refunds until the close date.',
      acceptedAt: createdAt,
      cancelPolicy: 'refund_all',
      missedPaymentOutcome: 'cancel_order',
      placementKey: randomUUID(),
      createdAt,
      paidAt: createdAt,
    })
    .returning();
  await t.database.db.insert(orderLines).values({ orderId: row!.id, position: 0, productId: randomUUID(), title: 'The Glass Orchard', quantity: 2, unitMinor: 2000, totalMinor: 4000 });
  if (mode === 'deposit') await t.database.db.insert(instalments).values({ orderId: row!.id, sequence: 1, dueDate: '2026-07-01', amountMinor: 3000 });
  return row!;
}

async function sellerForm(eventId: string | null, name: string) {
  const seller = catalog.seller({ name });
  const form = await orderFormFixtures(t.database.db).form({ authorId: seller.id, eventId, closeDate: '2026-07-03' });
  return { id: form.id, sellerId: seller.id, eventId };
}

describe('orders by event', { timeout: 30_000 }, () => {
  it('shows one view per event across both authors, with paid, owed, next due and one pickup code', async () => {
    const festival = catalog.event({ title: 'Summer Book Fest', starts_at: '2026-07-04T10:00:00.000Z', ends_at: '2026-07-04T18:00:00.000Z' });
    const past = catalog.event({ title: 'Spring Signing', starts_at: '2026-04-01T10:00:00.000Z', ends_at: '2026-04-01T18:00:00.000Z' });
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
    expect(group.orders.map((o: { seller: { name: string } }) => o.seller.name).sort()).toEqual(['Maya Quill', 'Theo Marsh']);
    expect(group.totals).toEqual([{ currency: 'USD', total_minor: 8000, paid_minor: 5000, owed_minor: 3000 }]);
    expect(group.next_due).toMatchObject({ due_date: '2026-07-01', amount_minor: 3000, order_number: b.orderNumber });
    expect(group.pickup_code).toMatch(PICKUP_CODE_PATTERN);
    expect((await r.get('/api/orders/by-event')).body.data[0].pickup_code).toBe(group.pickup_code);
    expect(group.orders.map((o: { order_number: string }) => o.order_number)).toContain(a.orderNumber);

    const gone = await r.get('/api/orders/by-event?past=1');
    expect(gone.body.data.map((g: { event: { title: string } }) => g.event.title)).toEqual(['Spring Signing']);
    expect(gone.body.data[0].pickup_code).not.toBe(group.pickup_code);

    const events = await r.get('/api/account/events');
    expect(events.body.data).toEqual([expect.objectContaining({ order_count: 2, seller_count: 2, next_due_date: '2026-07-01' })]);
    const one = await r.get('/api/account/events/summer-book-fest/orders');
    expect(one.body.data.orders).toHaveLength(2);
  });

  it('shows another reader nothing of it: empty lists and 404s', async () => {
    const festival = catalog.event({ title: 'Autumn Fair', starts_at: '2026-10-04T10:00:00.000Z', ends_at: '2026-10-04T18:00:00.000Z' });
    const owner = await reader();
    const placed = await order(owner.user.id, await sellerForm(festival.id, 'Ines Vale'), 'deposit');
    const other = await reader();
    expect((await other.get('/api/orders/by-event')).body.data).toEqual([]);
    expect((await other.get('/api/orders')).body).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await other.get('/api/account/events/autumn-fair/orders')).status).toBe(404);
    expect((await other.get(`/api/orders/${placed.orderNumber}`)).status).toBe(404);
    expect((await other.get('/api/orders/not-a-number')).status).toBe(404);
    expect((await owner.get(`/api/orders/${placed.orderNumber}/payment-plan`)).body.data.instalments).toHaveLength(1);
  });

  it('asks for a signed-in reader', async () => {
    expect((await t.app.request('/api/orders')).status).toBe(401);
  });
});
