import { users } from '@folio/auth-server';
import { fakeCatalogRefs } from '@folio/order-forms-server/testing';
import { cancelOrder } from '@folio/orders-server';
import { instalments, orders, transactions } from '@folio/orders-server/schema';
import { PaymentRequestError, type PaymentProvider } from '@folio/payments-server';
import { embeddedPayIdempotencyKeys, embeddedPayPayments } from '@folio/payments-server/schema';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPayment } from '../apply-payment.js';
import { defineCheckoutMail } from '../checkout-mail.js';
import { payInstalment } from '../instalment-pay.js';
import { instalmentChargeInFlight } from './instalment.repo.js';
import { recordingMailer, schedulerHarness, TEST_APP_URL, type SchedulerHarness } from './testing/scheduler-harness.js';

/*
 * The scheduler beside checkout's own instalment paths: the buyer paying one early
 * (`payInstalment`, the browser confirming) and the provider's notification applied by
 * `applyPayment`, each racing a scheduled charge of the same instalment.
 */
const mailer = recordingMailer();
let h: SchedulerHarness;

beforeAll(async () => {
  h = await schedulerHarness({ start: '2026-11-25T10:00:00Z', mailer });
  defineCheckoutMail({ mail: h.mail, db: h.db, appUrl: TEST_APP_URL });
}, 120_000);
afterAll(() => h.close());

const checkoutDeps = () => ({
  db: h.db,
  provider: h.provider,
  catalog: fakeCatalogRefs().port,
  mail: h.mail,
  now: h.clock.now,
  logger: h.logger,
});

async function placed() {
  h.clock.set('2026-11-25T10:00:00Z');
  const order = await h.fixtures.depositOrder({
    totalMinor: 9_000,
    depositMinor: 3_000,
    instalments: 1,
    closeDate: '2026-12-06',
  });
  const [user] = await h.db.select().from(users).where(eq(users.id, order.userId));
  return { order, user: user!, id: order.instalmentIds[0]! };
}

const paymentsOf = (instalmentId: string) =>
  h.db
    .select()
    .from(embeddedPayPayments)
    .where(sql`${embeddedPayPayments.metadata}->>'instalment_id' = ${instalmentId}`);

async function deliverMail() {
  while ((await h.mail.deliverDue()) > 0);
}

/**
 * The buyer's early payment of the instalment, confirmed with the saved card (the browser's part).
 * `racing`: the request made its check for a charge in flight just before the scheduler claimed
 * the instalment, so it goes on while the charge is under way (modelled by a check whose clock
 * reads past the charge's lease): the narrow race the refund of a stray charge is there for.
 */
async function payEarly(user: typeof users.$inferSelect, id: string, confirm: boolean, racing = false) {
  const pastTheLease = () => new Date(h.clock.now().getTime() + 24 * 3_600_000);
  const deps = racing ? { ...checkoutDeps(), now: pastTheLease } : checkoutDeps();
  const answer = await payInstalment(deps, user, id, crypto.randomUUID());
  const { payment } = (answer.body as { data: { payment: { id: string; client_secret: string } } }).data;
  if (!confirm) return payment.id;
  const [method] = await h.provider.listSavedMethods(
    (await h.db.select().from(orders).where(eq(orders.userId, user.id)))[0]!.providerCustomerId!,
  );
  await h.provider.browser.confirm(payment.id, payment.client_secret, { type: 'saved', id: method!.id });
  await applyPayment(checkoutDeps(), payment.id);
  return payment.id;
}

describe('the scheduler beside early payments and notifications', { timeout: 60_000 }, () => {
  it('an early payment the buyer left unfinished and the scheduled charge never share an idempotency key', async () => {
    const { user, id } = await placed();
    h.clock.set('2026-12-01T09:00:00Z');
    const early = await payEarly(user, id, false);
    h.clock.set('2026-12-05T00:30:00Z');
    await h.scheduler().runOnce();
    const [row] = await h.db.select().from(instalments).where(eq(instalments.id, id));
    expect(row).toMatchObject({ status: 'paid', attempts: 2 });
    const keys = await h.db
      .select()
      .from(embeddedPayIdempotencyKeys)
      .where(sql`${embeddedPayIdempotencyKeys.key} like ${`instalment-${id}-%`}`);
    expect(keys.map((k) => [k.key, k.operation]).sort()).toEqual([
      [`instalment-${id}-attempt-1`, 'create_payment'],
      [`instalment-${id}-attempt-2`, 'charge_saved'],
      [`instalment-${id}-early-${early}-cancel`, 'cancel_payment'],
    ]);
    // The unfinished early payment was cancelled before the charge: it can no longer take money.
    expect((await paymentsOf(id)).find((p) => p.id === early)?.status).toBe('canceled');
  });

  it('a scheduled charge that lands after the buyer paid early is recorded and refunded, so the buyer pays once', async () => {
    const { order, user, id } = await placed();
    const buyerPaysFirst: PaymentProvider = {
      ...h.provider,
      async chargeSaved(input) {
        await payEarly(user, id, true, true);
        return h.provider.chargeSaved(input);
      },
    };
    h.clock.set('2026-12-05T00:30:00Z');
    await h.scheduler({ provider: buyerPaysFirst }).runOnce();
    const succeeded = (await paymentsOf(id)).filter((p) => p.status === 'succeeded');
    expect(succeeded).toHaveLength(2);
    expect(succeeded.map((p) => p.amountRefundedMinor).sort()).toEqual([0, 6_000]);
    const [after] = await h.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(after!.paidMinor - after!.refundedMinor).toBe(9_000);
    const refunds = await h.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.orderId, order.orderId), eq(transactions.kind, 'refund')));
    expect(refunds).toMatchObject([{ status: 'succeeded', amountMinor: 6_000 }]);
    expect(
      h.logs.some((line) => line.instalmentId === id && line.msg.startsWith('instalment charged after it was paid')),
    ).toBe(true);
  });

  it('when the provider’s notification is applied before the scheduler records its charge, it is recorded once and receipted once', async () => {
    const { order, id } = await placed();
    const notifiedFirst: PaymentProvider = {
      ...h.provider,
      async chargeSaved(input) {
        const payment = await h.provider.chargeSaved(input);
        await applyPayment(checkoutDeps(), payment.id);
        return payment;
      },
    };
    h.clock.set('2026-12-05T00:30:00Z');
    await h.scheduler({ provider: notifiedFirst }).runOnce();
    await deliverMail();
    expect(
      await h.db
        .select()
        .from(transactions)
        .where(and(eq(transactions.instalmentId, id), eq(transactions.kind, 'charge'))),
    ).toHaveLength(1);
    const [after] = await h.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(after).toMatchObject({ status: 'paid', paidMinor: 9_000 });
    expect(mailer.sent.filter((m) => m.to === order.email && m.subject.startsWith('Receipt'))).toHaveLength(1);
  });
});

/** The order's books beside the provider's: what each says went back, per payment. */
async function booksOf(orderId: string) {
  const [order] = await h.db.select().from(orders).where(eq(orders.id, orderId));
  const moves = await h.db.select().from(transactions).where(eq(transactions.orderId, orderId));
  const payments = await h.db
    .select()
    .from(embeddedPayPayments)
    .where(sql`${embeddedPayPayments.metadata}->>'order_id' = ${orderId}`);
  return {
    status: order!.status,
    paidMinor: order!.paidMinor,
    refundedMinor: order!.refundedMinor,
    refunds: payments
      .filter((p) => p.status === 'succeeded')
      .map((p) => ({
        atProvider: p.amountRefundedMinor,
        inTheBooks: moves
          .filter((m) => m.kind === 'refund' && m.status === 'succeeded' && m.providerPaymentId === p.id)
          .reduce((sum, m) => sum + m.amountMinor, 0),
      }))
      .sort((a, b) => a.atProvider - b.atProvider),
  };
}

describe('a stray charge whose refund the provider refused', { timeout: 60_000 }, () => {
  const refusedOnce = (): Pick<PaymentProvider, 'refund'> => {
    let refused = false;
    return {
      async refund(input) {
        if (refused) return h.provider.refund(input);
        refused = true;
        throw new PaymentRequestError('charge_disputed', 'The charge is disputed.');
      },
    };
  };

  it('is given back by the buyer’s cancel, and only what the order counted as paid is counted as refunded', async () => {
    const { order, user, id } = await placed();
    const buyerPaysFirst: PaymentProvider = {
      ...h.provider,
      ...refusedOnce(),
      async chargeSaved(input) {
        await payEarly(user, id, true, true);
        return h.provider.chargeSaved(input);
      },
    };
    h.clock.set('2026-12-05T00:30:00Z');
    await h.scheduler({ provider: buyerPaysFirst }).runOnce();
    const cancelled = await cancelOrder(
      { db: h.db, provider: h.provider, now: h.clock.now, chargeInFlight: instalmentChargeInFlight },
      order.orderNumber,
      order.userId,
    );
    expect(cancelled.refunded).toBe(15_000);
    expect(await booksOf(order.orderId)).toEqual({
      status: 'refunded',
      paidMinor: 9_000,
      refundedMinor: 9_000,
      refunds: [
        { atProvider: 3_000, inTheBooks: 3_000 },
        { atProvider: 6_000, inTheBooks: 6_000 },
        { atProvider: 6_000, inTheBooks: 6_000 },
      ],
    });
  });

  it('is given back, uncounted, when a later instalment is missed and the seller’s outcome cancels the order', async () => {
    h.clock.set('2026-11-25T10:00:00Z');
    const order = await h.fixtures.depositOrder({
      totalMinor: 9_000,
      depositMinor: 3_000,
      instalments: 2,
      closeDate: '2026-12-06',
    });
    const [user] = await h.db.select().from(users).where(eq(users.id, order.userId));
    const [first, second] = order.instalmentIds;
    let charges = 0;
    const provider: PaymentProvider = {
      ...h.provider,
      ...refusedOnce(),
      async chargeSaved(input) {
        charges++;
        if (charges === 1) await payEarly(user!, first!, true, true);
        if (input.metadata['instalment_id'] === second)
          throw new PaymentRequestError('card_declined', 'Your card was declined.');
        return h.provider.chargeSaved(input);
      },
    };
    const scheduler = h.scheduler({ provider, maxAttempts: 1 });
    h.clock.set(`${order.plan[0]!.dueDate}T00:30:00Z`);
    await scheduler.runOnce();
    h.clock.set(`${order.plan[1]!.dueDate}T00:30:00Z`);
    await scheduler.runOnce();
    await scheduler.runOnce();
    expect(await booksOf(order.orderId)).toEqual({
      status: 'refunded',
      paidMinor: 6_000,
      refundedMinor: 6_000,
      refunds: [
        { atProvider: 3_000, inTheBooks: 3_000 },
        { atProvider: 3_000, inTheBooks: 3_000 },
        { atProvider: 3_000, inTheBooks: 3_000 },
      ],
    });
  });
});
