import { minimumDeposit } from '@folio/pricing';
import { cancelOrder, defineOrdersMail, finishCancelledRefunds, strayPayments } from '@folio/orders-server';
import { instalments, orders, transactions } from '@folio/orders-server/schema';
import { users } from '@folio/auth-server';
import { fakeCatalogRefs } from '@folio/order-forms-server/testing';
import { PaymentRequestError, type PaymentProvider } from '@folio/payments-server';
import { embeddedPayPayments } from '@folio/payments-server/schema';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { applyPayment } from '../apply-payment.js';
import { defineCheckoutMail } from '../checkout-mail.js';
import { payInstalment } from '../instalment-pay.js';
import { instalmentChargeInFlight } from './instalment.repo.js';
import { instalmentFixtures, TEST_CARDS, type DepositOrder } from './testing/instalment-fixtures.js';
import { recordingMailer, schedulerHarness, TEST_APP_URL, type SchedulerHarness } from './testing/scheduler-harness.js';

/*
 * R12, refunds, through the paths that make them: deposit plans with some instalments charged by
 * the scheduler (or declined, when the seller's missed-payment outcome cancels the order and gives
 * everything back; or paid early by the buyer while the scheduler charges them, whose stray charge
 * the scheduler refunds, the provider perhaps refusing that refund once), then the buyer's
 * cancel (`cancelOrder`, whose refunds `countRefund` counts), the sweep that finishes a cancel's
 * refunds and the scheduler's refund sweep, in any order, once or several times, one after another
 * or at once. Whatever happened, the books and the provider agree, nothing is refunded beyond what
 * was paid (per order and per charge: the deposit and each instalment), and a cancelled order ends
 * with what its policy gives back. The run's fixed seed (FOLIO_FUZZ_SEED, tools/vitest/fast-check-seed.ts);
 * FOLIO_PROPERTY_SCALE multiplies the runs.
 */
const RUNS = 20 * Number(process.env['FOLIO_PROPERTY_SCALE'] ?? 1);
const DAY = 86_400_000;
const START = Date.parse('2026-01-05T10:00:00Z');
let h: SchedulerHarness;
let run = 0;

beforeAll(async () => {
  h = await schedulerHarness({ start: new Date(START).toISOString(), mailer: recordingMailer() });
  defineOrdersMail({ mail: h.mail, db: h.db, appUrl: TEST_APP_URL });
  defineCheckoutMail({ mail: h.mail, db: h.db, appUrl: TEST_APP_URL });
}, 120_000);
afterAll(() => h.close());

const story = fc.record({
  totalMinor: fc.integer({ min: 300, max: 200_000 }),
  percent: fc.integer({ min: 5, max: 90 }),
  instalments: fc.integer({ min: 1, max: 4 }),
  /** Instalments due when the buyer acts; charged (or declined) before, or by a scheduler run among the actions. */
  due: fc.integer({ min: 0, max: 4 }),
  chargedFirst: fc.boolean(),
  cancelPolicy: fc.constantFrom('refund_all' as const, 'keep_deposit' as const),
  declines: fc.boolean(),
  /** The buyer pays the first due instalment early just as the scheduler charges it. */
  paysEarly: fc.boolean(),
  /** The provider refuses the first refund of that stray charge (it waits for a person, or a cancel). */
  refusesStrayRefund: fc.boolean(),
  actions: fc.array(fc.constantFrom('cancel', 'finish refunds', 'scheduler'), { minLength: 1, maxLength: 5 }),
  atOnce: fc.boolean(),
});

const checkoutDeps = () => ({
  db: h.db,
  provider: h.provider,
  catalog: fakeCatalogRefs().port,
  mail: h.mail,
  now: h.clock.now,
  logger: h.logger,
});

/** The buyer pays an instalment early with the saved card, as the browser would, and it is applied. */
async function payEarly(order: DepositOrder, instalmentId: string) {
  const [user] = await h.db.select().from(users).where(eq(users.id, order.userId));
  const answer = await payInstalment(checkoutDeps(), user!, instalmentId, randomUUID());
  const { payment } = (answer.body as { data: { payment: { id: string; client_secret: string } } }).data;
  const [row] = await h.db.select().from(orders).where(eq(orders.id, order.orderId));
  const [method] = await h.provider.listSavedMethods(row!.providerCustomerId!);
  await h.provider.browser.confirm(payment.id, payment.client_secret, { type: 'saved', id: method!.id });
  await applyPayment(checkoutDeps(), payment.id);
}

/** The scheduler's provider in this story: the buyer paying early meanwhile, a stray's refund refused once. */
function schedulerProvider(s: { paysEarly: boolean; refusesStrayRefund: boolean }, order: DepositOrder) {
  let early = s.paysEarly;
  let refuse = s.refusesStrayRefund;
  const provider: PaymentProvider = {
    ...h.provider,
    async chargeSaved(input) {
      if (early) {
        early = false;
        await payEarly(order, input.metadata['instalment_id']!);
      }
      return h.provider.chargeSaved(input);
    },
    async refund(input) {
      if (refuse && strayPayments(await movesOf(order.orderId)).has(input.paymentId)) {
        refuse = false;
        throw new PaymentRequestError('charge_disputed', 'The charge is disputed.');
      }
      return h.provider.refund(input);
    },
  };
  return provider;
}

const movesOf = (orderId: string) => h.db.select().from(transactions).where(eq(transactions.orderId, orderId));

/** What the order's books and the provider say about its money. */
async function booksOf(orderId: string) {
  const [order] = await h.db.select().from(orders).where(eq(orders.id, orderId));
  const moves = await movesOf(orderId);
  const payments = await h.db
    .select()
    .from(embeddedPayPayments)
    .where(sql`${embeddedPayPayments.metadata}->>'order_id' = ${orderId}`);
  const plan = await h.db.select().from(instalments).where(eq(instalments.orderId, orderId));
  return { order: order!, moves, payments: payments.filter((p) => p.status === 'succeeded'), plan };
}

describe('refund accounting through cancels, sweeps and the scheduler (R12)', () => {
  it('never refunds more than was paid, per order and per charge, and the books match the provider', async () => {
    const endings = new Set<string>();
    await fc.assert(
      fc.asyncProperty(story, async (s) => {
        const base = START + run++ * 40 * DAY;
        h.clock.set(new Date(base).toISOString());
        const closeDate = new Date(base + 20 * DAY).toISOString().slice(0, 10);
        const depositMinor = Math.min(minimumDeposit(s.totalMinor, s.percent), s.totalMinor - s.instalments);
        const placed = await instalmentFixtures({ db: h.db, provider: h.provider, now: h.clock.now }).depositOrder({
          totalMinor: s.totalMinor,
          depositMinor,
          instalments: s.instalments,
          closeDate,
          card: s.declines ? TEST_CARDS.declinesLater : TEST_CARDS.succeeds,
          missedPaymentOutcome: 'cancel_order',
          cancelPolicy: s.cancelPolicy,
        });
        // One attempt: a decline is the last one, and the seller's outcome follows at once.
        const scheduler = h.scheduler({ maxAttempts: 1, provider: schedulerProvider(s, placed) });
        const due = Math.min(s.due, s.instalments);
        if (due > 0) {
          h.clock.set(`${placed.plan[due - 1]!.dueDate}T00:30:00Z`);
          if (s.chargedFirst) await scheduler.runOnce();
        }
        const deps = { db: h.db, provider: h.provider, now: h.clock.now, chargeInFlight: instalmentChargeInFlight };
        const act = (action: string) =>
          action === 'cancel'
            ? cancelOrder(deps, placed.orderNumber, placed.userId)
            : action === 'finish refunds'
              ? finishCancelledRefunds({ ...deps, logger: h.logger })
              : scheduler.runOnce();
        if (s.atOnce) await Promise.allSettled(s.actions.map(act));
        else for (const action of s.actions) await act(action).catch(() => undefined);
        // Then every sweep once more: what is left to send goes.
        await scheduler.runOnce();
        await finishCancelledRefunds({ ...deps, logger: h.logger });

        const { order, moves, payments, plan } = await booksOf(placed.orderId);
        expect(order.refundedMinor).toBeLessThanOrEqual(order.paidMinor);
        for (const payment of payments) {
          const back = moves
            .filter((m) => m.kind === 'refund' && m.status === 'succeeded' && m.providerPaymentId === payment.id)
            .reduce((sum, m) => sum + m.amountMinor, 0);
          expect(back, `payment ${payment.id} refunded beyond its amount`).toBeLessThanOrEqual(payment.amountMinor);
          expect(back, `payment ${payment.id}: the books and the provider disagree`).toBe(payment.amountRefundedMinor);
        }
        // What the buyer is out of pocket is what the order says it kept, and what a refusal left
        // for a person (a stray charge's refund the provider refused), until a cancel gives it back.
        const refusedLeft = payments
          .filter((p) =>
            moves.some((m) => m.kind === 'refund' && m.status === 'failed' && m.providerPaymentId === p.id),
          )
          .reduce((sum, p) => sum + p.amountMinor - p.amountRefundedMinor, 0);
        const kept = payments.reduce((sum, p) => sum + p.amountMinor - p.amountRefundedMinor, 0);
        expect(kept - refusedLeft).toBe(order.paidMinor - order.refundedMinor);
        if (order.status === 'cancelled' || order.status === 'refunded') expect(refusedLeft).toBe(0);
        const missed = plan.some((i) => i.status === 'failed');
        endings.add(missed ? 'missed' : `${order.status} ${s.cancelPolicy}`);
        if (order.status === 'cancelled' || order.status === 'refunded') {
          const givesAllBack = missed || s.cancelPolicy === 'refund_all';
          expect({ status: order.status, refundedMinor: order.refundedMinor }).toEqual(
            givesAllBack
              ? { status: 'refunded', refundedMinor: order.paidMinor }
              : { status: 'cancelled', refundedMinor: order.paidMinor - depositMinor },
          );
        } else {
          expect(order.refundedMinor).toBe(0);
        }
      }),
      { numRuns: RUNS },
    );
    // The runs reached every ending: the seller's outcome, and a buyer's cancel under each policy.
    expect(
      [...endings].filter((e) => ['missed', 'refunded refund_all', 'cancelled keep_deposit'].includes(e)).sort(),
    ).toEqual(['cancelled keep_deposit', 'missed', 'refunded refund_all']);
  }, 120_000);
});
