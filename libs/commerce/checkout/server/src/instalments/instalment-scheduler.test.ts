import { createSmtpMailer } from '@folio/mail';
import { startSmtpSink, type SmtpSink } from '@folio/mail/testing';
import { products } from '@folio/order-forms-server/schema';
import { notifications } from '@folio/notifications-server';
import { instalments, orders, transactions } from '@folio/orders-server/schema';
import { ProviderUnavailableError, type PaymentProvider } from '@folio/payments-server';
import { embeddedPayIdempotencyKeys, embeddedPayPayments } from '@folio/payments-server/schema';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instalmentChargeInFlight } from './instalment.repo.js';
import { instalmentSchedule } from './instalment-schedule.table.js';
import { TEST_CARDS } from './testing/instalment-fixtures.js';
import { schedulerHarness, type SchedulerHarness } from './testing/scheduler-harness.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let sink: SmtpSink;
let h: SchedulerHarness;

beforeAll(async () => {
  sink = await startSmtpSink();
  h = await schedulerHarness({
    start: '2026-11-25T10:00:00Z',
    mailer: createSmtpMailer({
      url: sink.url,
      from: 'Folio <no-reply@folio.test>',
      timeoutMs: 2_000,
    }),
  });
}, 120_000);
afterAll(async () => {
  await h.close();
  await sink.close();
});

/** One instalment due on 5 December 2026 (the day before the close date), bought on 25 November. */
async function order(
  over: { card?: string; outcome?: 'cancel_order' | 'keep_paid'; instalments?: number; closeDate?: string } = {},
) {
  h.clock.set('2026-11-25T10:00:00Z');
  return h.fixtures.depositOrder({
    totalMinor: 10_001,
    depositMinor: 2_501,
    instalments: over.instalments ?? 1,
    closeDate: over.closeDate ?? '2026-12-06',
    card: over.card,
    missedPaymentOutcome: over.outcome,
  });
}

const paymentsOf = (instalmentId: string) =>
  h.db
    .select()
    .from(embeddedPayPayments)
    .where(sql`${embeddedPayPayments.metadata}->>'instalment_id' = ${instalmentId}`);
const instalmentRow = async (id: string) => (await h.db.select().from(instalments).where(eq(instalments.id, id)))[0]!;
const orderRow = async (id: string) => (await h.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const mailTo = (email: string) => sink.received.filter((m) => m.to.includes(email));
const logsOf = (instalmentId: string) => h.logs.filter((line) => line.instalmentId === instalmentId);

async function runBoth(at?: string) {
  if (at) h.clock.set(at);
  const [a, b] = [h.scheduler({ instanceId: 'a' }), h.scheduler({ instanceId: 'b' })];
  const result = await Promise.all([a.runOnce(), b.runOnce()]);
  await h.mail.deliverDue();
  await h.mail.idle();
  return result;
}

describe('reminders', { timeout: 60_000 }, () => {
  it('sends one reminder three days before the due date, whichever process runs first, and none earlier', async () => {
    const placed = await order();
    const [id] = placed.instalmentIds;
    await runBoth('2026-12-01T23:59:00Z');
    expect(mailTo(placed.email)).toHaveLength(0);
    expect((await instalmentRow(id!)).reminderSentAt).toBeNull();

    const [a, b] = await runBoth('2026-12-02T00:00:00Z');
    expect(a!.reminded + b!.reminded).toBe(1);
    await runBoth('2026-12-03T09:00:00Z');
    const mails = mailTo(placed.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Reminder: £75.00 GBP due on 5 December 2026 (order ${placed.orderNumber})`);
    expect(mails[0]!.text).toContain(`http://localhost:3000/checkout/installment/${id}`);
    expect((await instalmentRow(id!)).reminderSentAt).toEqual(new Date('2026-12-02T00:00:00Z'));
  });
});

describe('charging on the due date', { timeout: 60_000 }, () => {
  /** The card the reader types on the early payment's form. */
  const GOOD_CARD = {
    type: 'card' as const,
    number: '4242424242424242',
    exp_month: 12,
    exp_year: 2030,
    cvc: '123',
    name: 'Ada Reader',
  };

  /** The reader's early payment of the instalment, opened as `POST /api/installments/{id}/pay` opens it. */
  async function openEarlyPayment(instalmentId: string) {
    const row = await instalmentRow(instalmentId);
    const order = await orderRow(row.orderId);
    const payment = await h.provider.createPayment({
      amountMinor: row.amountMinor,
      currency: order.currency,
      customerId: order.providerCustomerId ?? undefined,
      idempotencyKey: `instalment-${instalmentId}-attempt-1`,
      description: 'early',
      metadata: { order_id: order.id, instalment_id: instalmentId, kind: 'instalment' },
      saveMethodForLater: false,
    });
    await h.db
      .update(instalments)
      .set({ attempts: 1, earlyAttempt: 1, paymentId: payment.id })
      .where(eq(instalments.id, instalmentId));
    return payment;
  }

  it("cancels the reader's open early payment before charging: never two live payments for one instalment", async () => {
    const placed = await order();
    const id = placed.instalmentIds[0]!;
    const early = await openEarlyPayment(id);
    await runBoth('2026-12-05T00:00:00Z');
    expect((await h.provider.getPayment(early.id)).status).toBe('canceled');
    const live = (await paymentsOf(id)).filter((payment) => payment.status !== 'canceled');
    expect(live).toMatchObject([{ status: 'succeeded', offSession: true }]);
    expect(await instalmentRow(id)).toMatchObject({ status: 'paid', paymentId: live[0]!.id });
    // The reader's tab still holds the cancelled payment: it cannot take money any more.
    await expect(h.provider.browser.confirm(early.id, early.clientSecret, GOOD_CARD)).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
  });

  it('charges nothing when the early payment was paid first: it waits for that payment to be recorded', async () => {
    const placed = await order();
    const id = placed.instalmentIds[0]!;
    const early = await openEarlyPayment(id);
    await h.provider.browser.confirm(early.id, early.clientSecret, GOOD_CARD);
    await runBoth('2026-12-05T00:00:00Z');
    expect((await paymentsOf(id)).map((payment) => payment.status)).toEqual(['succeeded']);
    expect(logsOf(id).some((line) => line.msg === 'instalment paid early: charge postponed')).toBe(true);
  });

  it('charges the saved card once with the attempt key, records it, marks it and the order paid, mails a receipt and logs it', async () => {
    const placed = await order();
    const id = placed.instalmentIds[0]!;
    await runBoth('2026-12-04T23:59:59Z');
    expect(await paymentsOf(id)).toHaveLength(0);

    await runBoth('2026-12-05T00:00:00Z');
    const payments = await paymentsOf(id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      status: 'succeeded',
      amountMinor: 7_500,
      offSession: true,
    });
    const [key] = await h.db
      .select()
      .from(embeddedPayIdempotencyKeys)
      .where(eq(embeddedPayIdempotencyKeys.resultId, payments[0]!.id));
    expect(key!.key).toBe(`instalment-${id}-attempt-1`);

    expect(await instalmentRow(id)).toMatchObject({
      status: 'paid',
      paidAt: new Date('2026-12-05T00:00:00Z'),
      paymentId: payments[0]!.id,
      attempts: 1,
      nextAttemptAt: null,
    });
    expect(await orderRow(placed.orderId)).toMatchObject({
      status: 'paid',
      paidMinor: 10_001,
    });
    // Told in the app too, beside the receipt by e-mail.
    const notices = await h.db.select().from(notifications).where(eq(notifications.userId, placed.userId));
    expect(notices.map((notice) => notice.title)).toContain(`The instalment 1 of order ${placed.orderNumber} is paid`);
    const charges = await h.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.instalmentId, id), eq(transactions.kind, 'charge')));
    expect(charges).toMatchObject([
      {
        status: 'succeeded',
        amountMinor: 7_500,
        providerPaymentId: payments[0]!.id,
      },
    ]);
    const receipt = mailTo(placed.email).find((m) => m.subject.startsWith('Receipt'));
    expect(receipt?.subject).toBe(`Receipt: £75.00 GBP paid (order ${placed.orderNumber})`);
    expect(logsOf(id).map((line) => line.msg)).toContain('instalment charged');

    await runBoth('2026-12-06T00:00:00Z');
    expect(await paymentsOf(id)).toHaveLength(1);
  });

  it('after a process dies between the charge and its record, the claim is taken again after the lease and the same key gives the same payment', async () => {
    const placed = await order();
    const id = placed.instalmentIds[0]!;
    const dying: PaymentProvider = {
      ...h.provider,
      async chargeSaved(input) {
        await h.provider.chargeSaved(input);
        throw new Error('killed before recording');
      },
    };
    h.clock.set('2026-12-05T06:00:00Z');
    await h.scheduler({ provider: dying, instanceId: 'dies' }).runOnce();
    expect(await paymentsOf(id)).toHaveLength(1);
    expect((await instalmentRow(id)).status).toBe('scheduled');
    expect(await instalmentChargeInFlight(h.db, placed.orderId, h.clock.now())).toBe(true);
    expect(logsOf(id).find((line) => line.msg.startsWith('instalment charge failed unexpectedly'))).toBeDefined();

    // The other process leaves it alone while the lease lasts...
    await h.scheduler({ instanceId: 'other' }).runOnce();
    expect((await instalmentRow(id)).status).toBe('scheduled');
    // ...and takes it when the lease has run out: the provider answers the same key with the same payment.
    h.clock.advance(5 * 60_000 + 1);
    await h.scheduler({ instanceId: 'other' }).runOnce();
    const payments = await paymentsOf(id);
    expect(payments).toHaveLength(1);
    expect(await instalmentRow(id)).toMatchObject({
      status: 'paid',
      paymentId: payments[0]!.id,
    });
    expect(
      await h.db
        .select()
        .from(transactions)
        .where(and(eq(transactions.instalmentId, id), eq(transactions.kind, 'charge'))),
    ).toHaveLength(1);
  });

  it('takes over at once the charge of a process known to be gone, with the same key, and leaves a live one alone', async () => {
    const placed = await order();
    const id = placed.instalmentIds[0]!;
    const gone = new Set<string>();
    const instance = (name: string) => ({
      id: name,
      isLive: async (other: string) => !gone.has(other),
      close: async () => undefined,
    });
    const dying: PaymentProvider = {
      ...h.provider,
      async chargeSaved(input) {
        await h.provider.chargeSaved(input);
        throw new Error('killed before recording');
      },
    };
    h.clock.set('2026-12-05T06:00:00Z');
    await h.scheduler({ provider: dying, instance: instance('killed') }).runOnce();
    expect(await paymentsOf(id)).toHaveLength(1);
    // While its owner may still be running, the lease holds.
    await h.scheduler({ instance: instance('restarted') }).runOnce();
    expect((await instalmentRow(id)).status).toBe('scheduled');
    // Known gone (its lock let go), the lease is given back on the next run, well within the lease's time.
    gone.add('killed');
    h.clock.advance(60_000);
    await h.scheduler({ instance: instance('restarted') }).runOnce();
    const payments = await paymentsOf(id);
    expect(payments).toHaveLength(1);
    expect(await instalmentRow(id)).toMatchObject({ status: 'paid', paymentId: payments[0]!.id, attempts: 1 });
    expect(
      await h.db
        .select()
        .from(transactions)
        .where(and(eq(transactions.instalmentId, id), eq(transactions.kind, 'charge'))),
    ).toHaveLength(1);
    expect(h.logs.find((line) => line.msg === 'instalment charges of a stopped process taken over')).toMatchObject({
      count: 1,
      instance: 'restarted',
    });
  });

  it('a provider outage postpones the charge with the same key, and it is charged once when the provider is back', async () => {
    const placed = await order();
    const id = placed.instalmentIds[0]!;
    const down: PaymentProvider = {
      ...h.provider,
      chargeSaved: async () => {
        throw new ProviderUnavailableError('503 from the provider');
      },
    };
    h.clock.set('2026-12-05T01:00:00Z');
    await h.scheduler({ provider: down }).runOnce();
    expect(await instalmentRow(id)).toMatchObject({
      status: 'scheduled',
      nextAttemptAt: new Date('2026-12-05T01:15:00Z'),
    });
    expect(logsOf(id).find((line) => line.code === 'provider_unavailable')?.level).toBe(40);
    await h.scheduler().runOnce();
    expect(await paymentsOf(id)).toHaveLength(0);
    h.clock.advance(15 * 60_000);
    await h.scheduler().runOnce();
    expect((await instalmentRow(id)).status).toBe('paid');
    expect(await paymentsOf(id)).toHaveLength(1);
  });

  it('charges nothing on an order cancelled before the due date', async () => {
    const placed = await order({ instalments: 2, closeDate: '2026-12-20' });
    await h.db
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: h.clock.now() })
      .where(eq(orders.id, placed.orderId));
    await h.db.update(instalments).set({ status: 'cancelled' }).where(eq(instalments.orderId, placed.orderId));
    for (const day of ['2026-12-10', '2026-12-19', '2026-12-25']) await runBoth(`${day}T12:00:00Z`);
    for (const id of placed.instalmentIds) expect(await paymentsOf(id)).toHaveLength(0);
    expect(mailTo(placed.email)).toHaveLength(0);
  });
});

describe('a card that declines', { timeout: 60_000 }, () => {
  async function attemptDays(placedFirstDue: string, days: number) {
    const summaries = [];
    for (let d = 0; d < days; d++)
      summaries.push(
        ...(await runBoth(new Date(Date.parse(`${placedFirstDue}T00:00:00Z`) + d * DAY + HOUR).toISOString())),
      );
    return summaries;
  }

  it('gets a notice after each failure, two retries a day apart, then the order is cancelled and what was paid refunded (cancel_order)', async () => {
    const placed = await order({
      card: TEST_CARDS.declinesLater,
      instalments: 2,
      closeDate: '2026-12-20',
      outcome: 'cancel_order',
    });
    const [first, second] = placed.instalmentIds as [string, string];
    const due = placed.plan[0]!.dueDate;

    await attemptDays(due, 1);
    expect(await instalmentRow(first)).toMatchObject({
      status: 'scheduled',
      attempts: 1,
      lastError: 'Your card was declined.',
      nextAttemptAt: new Date(Date.parse(`${due}T01:00:00Z`) + DAY),
    });
    const notice = mailTo(placed.email).find((m) => m.subject.startsWith('Payment failed'));
    expect(notice?.text).toContain('Your card issuer said: "Your card was declined."');
    expect(logsOf(first).find((line) => line.msg === 'instalment charge failed, will retry')).toMatchObject({
      level: 40,
      attempt: 1,
      code: 'card_declined',
    });

    await attemptDays(new Date(Date.parse(`${due}T00:00:00Z`) + DAY).toISOString().slice(0, 10), 2);
    expect((await instalmentRow(first)).status).toBe('failed');
    expect((await instalmentRow(second)).status).toBe('cancelled');
    // Cancelled, and refunded once everything paid went back.
    expect(await orderRow(placed.orderId)).toMatchObject({
      status: 'refunded',
      refundedMinor: 2_501,
    });
    const payments = await paymentsOf(first);
    expect(payments.map((p) => p.status)).toEqual([
      'requires_payment_method',
      'requires_payment_method',
      'requires_payment_method',
    ]);
    const keys = await h.db
      .select()
      .from(embeddedPayIdempotencyKeys)
      .where(sql`${embeddedPayIdempotencyKeys.key} like ${`instalment-${first}-%`}`);
    expect(keys.map((k) => k.key).sort()).toEqual([1, 2, 3].map((n) => `instalment-${first}-attempt-${n}`));
    const [deposit] = await h.db
      .select()
      .from(embeddedPayPayments)
      .where(eq(embeddedPayPayments.id, placed.depositPaymentId));
    expect(deposit!.amountRefundedMinor).toBe(2_501);
    const [product] = await h.db.select().from(products).where(eq(products.id, placed.productId));
    expect(product!.stockSold).toBe(0);
    const failures = await h.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.instalmentId, first), eq(transactions.kind, 'failure')));
    expect(failures).toHaveLength(3);

    const subjects = mailTo(placed.email).map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith('Payment failed'))).toHaveLength(2);
    expect(subjects).toContain(`Order ${placed.orderNumber} cancelled: instalment not paid`);
    expect(mailTo(placed.email).find((m) => m.subject.includes('cancelled'))?.text).toContain(
      'what you paid is being refunded',
    );
    expect(logsOf(first).find((line) => line.msg.startsWith('instalment missed'))).toMatchObject({
      level: 50,
      outcome: 'cancel_order',
      attempt: 3,
    });

    await attemptDays('2026-12-19', 3);
    expect(await paymentsOf(first)).toHaveLength(3);
    expect(await paymentsOf(second)).toHaveLength(0);
  });

  it('keep_paid: the order is defaulted after the last retry and the seller keeps what was paid, nothing refunded', async () => {
    const placed = await order({
      card: TEST_CARDS.declinesLater,
      outcome: 'keep_paid',
    });
    const id = placed.instalmentIds[0]!;
    await attemptDays('2026-12-05', 3);
    expect((await instalmentRow(id)).status).toBe('failed');
    expect(await orderRow(placed.orderId)).toMatchObject({
      status: 'defaulted',
      paidMinor: 2_501,
      refundedMinor: 0,
    });
    const [deposit] = await h.db
      .select()
      .from(embeddedPayPayments)
      .where(eq(embeddedPayPayments.id, placed.depositPaymentId));
    expect(deposit!.amountRefundedMinor).toBe(0);
    const [product] = await h.db.select().from(products).where(eq(products.id, placed.productId));
    expect(product!.stockSold).toBe(0);
    expect(mailTo(placed.email).find((m) => m.subject.includes('cancelled'))?.text).toContain(
      'the seller keeps what you paid',
    );
    const [lease] = await h.db.select().from(instalmentSchedule).where(eq(instalmentSchedule.instalmentId, id));
    expect(lease).toMatchObject({ attempt: 3, failures: 3, charging: false, lockedUntil: null });
  });
});
