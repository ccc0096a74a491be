import { maxInstalmentsOffered, minimumDeposit } from '@folio/pricing';
import { instalments, orders, transactions } from '@folio/orders-server/schema';
import { embeddedPayPayments } from '@folio/payments-server/schema';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instalmentChargeInFlight } from './instalment.repo.js';
import { TEST_CARDS, type DepositOrder } from './testing/instalment-fixtures.js';
import { recordingMailer, schedulerHarness, type SchedulerHarness } from './testing/scheduler-harness.js';

/*
 * R11: generated deposit plans on a fake clock advanced day by day, with two scheduler instances
 * (two server processes) running at once every day while some buyers cancel. On PostgreSQL
 * (TEST_DATABASE_URL, as CI runs it) the runs really overlap over separate connections and only
 * the claims, leases and unique keys keep each charge single; PGlite queues them on its one
 * connection, so there the same story runs on fewer plans and checks the bookkeeping.
 */
const onPostgres = Boolean(process.env['TEST_DATABASE_URL']);
/** The quality bar's 1,000 plans in the long tier (FOLIO_R11_PLANS); 300 by default on PostgreSQL. */
const PLANS = onPostgres ? Number(process.env['FOLIO_R11_PLANS'] ?? 300) : 60;
const SEED = Number(process.env['R11_SEED'] ?? 20_261_125);
const START = '2026-11-25T10:00:00Z';
const DAY = 86_400_000;
const mailer = recordingMailer();
let h: SchedulerHarness;

/** A small seeded generator (mulberry32): the same seed, the same plans. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  };
}

interface Generated {
  order: DepositOrder;
  totalMinor: number;
  depositMinor: number;
  declines: boolean;
  outcome: 'cancel_order' | 'keep_paid';
  /** The day (from the start) the buyer cancels, if they do. */
  cancelOn: number | null;
  /** The order's provider payments when its cancellation committed. */
  paymentsAtCancel?: string[];
}

const generated: Generated[] = [];

beforeAll(async () => {
  h = await schedulerHarness({ start: START, mailer });
  const rnd = random(SEED);
  const start = new Date(START);
  const specs = Array.from({ length: PLANS }, () => {
    const closeIn = rnd.int(3, 45);
    const closeDate = new Date(start.getTime() + closeIn * DAY).toISOString().slice(0, 10);
    const totalMinor = rnd.int(200, 250_000);
    const percent = rnd.int(5, 60);
    const least = minimumDeposit(totalMinor, percent);
    const depositMinor = Math.min(
      totalMinor - 1,
      least + (rnd.next() < 0.3 ? rnd.int(0, Math.floor((totalMinor - least) / 3)) : 0),
    );
    const most = maxInstalmentsOffered({
      purchasedAt: start,
      closeDate,
      formMax: 6,
      balanceMinor: totalMinor - depositMinor,
    });
    const n = rnd.int(1, Math.max(1, most));
    const declines = rnd.next() < 0.15;
    const outcome = rnd.next() < 0.5 ? ('cancel_order' as const) : ('keep_paid' as const);
    const cancelOn = rnd.next() < 0.12 ? rnd.int(1, closeIn) : null;
    return {
      closeDate,
      totalMinor,
      depositMinor,
      n,
      declines,
      outcome,
      cancelOn,
    };
  });
  const BATCH = onPostgres ? 8 : 1;
  for (let i = 0; i < specs.length; i += BATCH) {
    const placed = await Promise.all(
      specs.slice(i, i + BATCH).map(async (spec) => ({
        ...spec,
        order: await h.fixtures.depositOrder({
          totalMinor: spec.totalMinor,
          depositMinor: spec.depositMinor,
          instalments: spec.n,
          closeDate: spec.closeDate,
          card: spec.declines ? TEST_CARDS.declinesLater : TEST_CARDS.succeeds,
          missedPaymentOutcome: spec.outcome,
        }),
      })),
    );
    generated.push(...placed);
  }
}, 900_000);
afterAll(() => h.close());

/** A buyer's cancellation as the orders domain must do it: under the order's lock, never past a charge in flight. */
async function cancel(plan: Generated): Promise<void> {
  for (;;) {
    const answer = await h.db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, plan.order.orderId)).for('update');
      if (row!.status !== 'deposit_paid') return 'closed';
      if (await instalmentChargeInFlight(tx, row!.id, h.clock.now())) return 'busy';
      await tx.update(orders).set({ status: 'cancelled', cancelledAt: h.clock.now() }).where(eq(orders.id, row!.id));
      await tx
        .update(instalments)
        .set({ status: 'cancelled' })
        .where(and(eq(instalments.orderId, row!.id), eq(instalments.status, 'scheduled')));
      return 'cancelled';
    });
    if (answer === 'closed') return;
    if (answer === 'cancelled') {
      plan.paymentsAtCancel = await paymentIdsOf(plan.order.orderId);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

async function paymentIdsOf(orderId: string): Promise<string[]> {
  const rows = await h.db
    .select({ id: embeddedPayPayments.id })
    .from(embeddedPayPayments)
    .where(sql`${embeddedPayPayments.metadata}->>'order_id' = ${orderId}`);
  return rows.map((row) => row.id).sort();
}

describe(`R11: ${PLANS} generated plans, two schedulers, day by day (${onPostgres ? 'PostgreSQL' : 'PGlite'}, seed ${SEED})`, () => {
  it('charges each due instalment exactly once, sums to the total, leaves a state, an e-mail and a log line for every failure, and charges nothing after a cancellation', async () => {
    const a = h.scheduler({ instanceId: 'process-a' });
    const b = h.scheduler({ instanceId: 'process-b', ...(await h.secondProcess()) });
    for (let day = 0; day <= 50; day++) {
      h.clock.set(new Date(Date.parse(START) + day * DAY).toISOString().slice(0, 10) + 'T00:30:00Z');
      const cancelling = generated.filter((plan) => plan.cancelOn === day);
      await Promise.all([a.runOnce(), b.runOnce(), ...cancelling.map(cancel)]);
      // The day's mail goes out the same day (the queue's own loop does this every few seconds).
      while ((await h.mail.deliverDue()) > 0);
    }
    await h.mail.deliverDue();
    await h.mail.idle();
    await checkEveryPlan();
  }, 1_800_000);
});

async function checkEveryPlan() {
  const payments = await h.db.select().from(embeddedPayPayments);
  const byInstalment = new Map<string, typeof payments>();
  for (const payment of payments) {
    const id = payment.metadata['instalment_id'];
    if (id) byInstalment.set(id, [...(byInstalment.get(id) ?? []), payment]);
  }
  const rows = await h.db.select().from(instalments);
  const instalmentById = new Map(rows.map((row) => [row.id, row]));
  const orderRows = new Map((await h.db.select().from(orders)).map((row) => [row.id, row]));
  const failures = await h.db.select().from(transactions).where(eq(transactions.kind, 'failure'));
  const mailByEmail = new Map<string, typeof mailer.sent>();
  for (const m of mailer.sent) mailByEmail.set(m.to, [...(mailByEmail.get(m.to) ?? []), m]);
  const mailsTo = (email: string) => mailByEmail.get(email) ?? [];
  const warnedAttempts = new Set(
    h.logs
      .filter((line) => line.level >= 40 && line.instalmentId)
      .map((line) => `${line.instalmentId}#${String(line.attempt)}`),
  );
  const counts = { paid: 0, failed: 0, cancelled: 0, declinedAttempts: 0 };

  for (const plan of generated) {
    const order = orderRows.get(plan.order.orderId)!;
    expect(plan.depositMinor + plan.order.plan.reduce((sum, p) => sum + p.amountMinor, 0)).toBe(plan.totalMinor);
    if (plan.paymentsAtCancel)
      expect(await paymentIdsOf(order.id), `order ${order.orderNumber} charged after its cancellation`).toEqual(
        plan.paymentsAtCancel,
      );
    let succeededMinor = plan.depositMinor;
    for (const id of plan.order.instalmentIds) {
      const row = instalmentById.get(id)!;
      const charges = byInstalment.get(id) ?? [];
      const succeeded = charges.filter((p) => p.status === 'succeeded');
      expect(succeeded.length, `instalment ${id} charged ${succeeded.length} times`).toBe(
        row.status === 'paid' ? 1 : 0,
      );
      for (const charge of charges)
        expect(charge.createdAt.getTime()).toBeGreaterThanOrEqual(Date.parse(`${row.dueDate}T00:00:00Z`));
      succeededMinor += succeeded.reduce((sum, p) => sum + p.amountMinor, 0);
      counts[row.status as 'paid' | 'failed' | 'cancelled']++;
      // One reminder at most; exactly one for an instalment that reached its charge after being reminded
      // (a reminder still queued when its order is cancelled is not sent).
      const reminders = mailsTo(plan.order.email).filter(
        (m) => m.subject.startsWith('Reminder') && m.text.includes(id),
      ).length;
      expect(reminders).toBeLessThanOrEqual(row.reminderSentAt ? 1 : 0);
      if (row.reminderSentAt && row.status !== 'cancelled') expect(reminders).toBe(1);
      // Every failed attempt: a failure row, a log line for that attempt, and an e-mail.
      const failed = failures.filter((f) => f.instalmentId === id);
      counts.declinedAttempts += failed.length;
      expect(failed.length).toBe(charges.filter((p) => p.status !== 'succeeded').length);
      for (let attempt = 1; attempt <= failed.length; attempt++) {
        expect(warnedAttempts.has(`${id}#${attempt}`), `no log line for attempt ${attempt} of ${id}`).toBe(true);
      }
    }
    const paidAll = plan.order.instalmentIds.every((id) => instalmentById.get(id)!.status === 'paid');
    if (paidAll) {
      expect(succeededMinor).toBe(plan.totalMinor);
      expect(order).toMatchObject({
        status: 'paid',
        paidMinor: plan.totalMinor,
      });
    } else {
      // cancel_order gives everything back (refunded once the sweep has sent it); keep_paid keeps it.
      expect(order.status).toBe(
        plan.paymentsAtCancel ? 'cancelled' : plan.outcome === 'cancel_order' ? 'refunded' : 'defaulted',
      );
      expect(order.paidMinor).toBe(succeededMinor);
    }
    if (!plan.declines && !plan.paymentsAtCancel) expect(paidAll).toBe(true);
    const notices = mailsTo(plan.order.email).filter((m) => m.subject.startsWith('Payment failed')).length;
    const missed = mailsTo(plan.order.email).filter((m) => m.subject.endsWith('cancelled: instalment not paid')).length;
    const failedRows = failures.filter((f) => f.orderId === order.id).length;
    expect(notices + missed).toBe(failedRows);
    if (plan.declines && !plan.paymentsAtCancel) {
      expect(missed).toBe(1);
      expect(order.refundedMinor).toBe(plan.outcome === 'cancel_order' ? plan.depositMinor : 0);
    }
  }
  console.info(
    `R11: ${JSON.stringify(counts)} instalments; ${mailer.sent.length} e-mails; ${generated.filter((p) => p.paymentsAtCancel).length} orders cancelled mid-way`,
  );
  // The run exercised every path.
  expect(counts.paid).toBeGreaterThan(0);
  expect(counts.failed).toBeGreaterThan(0);
  expect(counts.cancelled).toBeGreaterThan(0);
  expect(generated.some((plan) => plan.paymentsAtCancel)).toBe(true);
  // Both processes did part of the work (on PGlite's one connection the first takes it all).
  const chargedBy = new Set(h.logs.filter((line) => line.msg === 'instalment charged').map((line) => line.instance));
  expect([...chargedBy].sort()).toEqual(onPostgres ? ['process-a', 'process-b'] : ['process-a']);
}
