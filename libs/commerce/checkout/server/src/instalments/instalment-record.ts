import type { Database } from '@folio/db';
import type { MailQueue } from '@folio/mail';
import {
  applyStockEffect,
  completeIfPlanPaid,
  CHARGEABLE_ORDER_STATUS,
  countInstalmentPayment,
  countRefund,
  lockInstalment,
  lockOrder,
  noteInstalmentDecline,
  noticeOrder,
  pendingRefundsWith,
  recordCharge,
  recordFailedPayment,
  recordRefund,
  STRAY_CHARGE_REFUND_MESSAGE,
  strayPayments,
  transactionsOf,
  transitionInstalment,
  transitionOrder,
  transitionTransaction,
  type OrderRow,
} from '@folio/orders-server';
import type { Payment, ProviderDecline, Refund } from '@folio/payments-server';
import { and, eq } from 'drizzle-orm';
import { InstalmentMail } from './instalment-mail.js';
import { type DueCharge } from './instalment.repo.js';
import { instalmentSchedule } from './instalment-schedule.table.js';

export type MissedPaymentOutcome = 'cancel_order' | 'keep_paid';
export type PaidRecord = 'paid' | 'duplicate' | 'refund';
export type FailureRecord = 'retry' | 'stale' | MissedPaymentOutcome;

/** Anything else the shell wants done in the transaction that closes an order for a missed instalment. */
export type OrderCancelledHook = (tx: Database, orderId: string, at: Date) => Promise<void>;

/** The buyer-facing words of the refunds the scheduler makes; its refund sweep looks for them. */
export const SCHEDULER_REFUND_MESSAGES = {
  missed: 'Refunded: the order was cancelled after a missed instalment.',
  /** The orders' books know these words: a charge refunded with them never counted as paid. */
  stray: STRAY_CHARGE_REFUND_MESSAGE,
} as const;

export interface PendingRefund {
  transactionId: string;
  orderId: string;
  paymentId: string;
  amountMinor: number;
  idempotencyKey: string;
  /** Whether the refunded charge counts in `orders.paid_minor` (so the refund counts in `refunded_minor`). */
  counted: boolean;
}

async function lockedOrder(tx: Database, orderId: string) {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new Error(`order ${orderId} is gone`);
  return order;
}

async function lockedInstalment(tx: Database, instalmentId: string) {
  const instalment = await lockInstalment(tx, instalmentId);
  if (!instalment) throw new Error(`instalment ${instalmentId} is gone`);
  const [lease] = await tx.select().from(instalmentSchedule).where(eq(instalmentSchedule.instalmentId, instalmentId));
  return { instalment, lease };
}

/**
 * Queues a refund of a succeeded charge in the caller's transaction (a pending transaction row with
 * one of `SCHEDULER_REFUND_MESSAGES`): the scheduler's sweep sends it, every run until the provider
 * has it, so a crash after the commit loses nothing.
 */
export async function queueRefund(
  tx: Database,
  orderId: string,
  currency: string,
  paymentId: string,
  amountMinor: number,
  message: string,
  at: Date,
): Promise<void> {
  if (amountMinor <= 0) return;
  await recordRefund(tx, {
    orderId,
    amountMinor,
    currency,
    status: 'pending',
    providerPaymentId: paymentId,
    message,
    at,
  });
}

/** Records what the scheduler charged, the instalment's state and its e-mail, all in one transaction. */
export function instalmentRecorder(db: Database, mail: MailQueue, onOrderCancelled?: OrderCancelledHook) {
  /** The seller's outcome after the last failed attempt: the rest of the plan is cancelled. */
  async function applyOutcome(tx: Database, order: OrderRow, at: Date): Promise<MissedPaymentOutcome> {
    const outcome: MissedPaymentOutcome = order.missedPaymentOutcome === 'cancel_order' ? 'cancel_order' : 'keep_paid';
    await transitionInstalment(tx, { orderId: order.id }, 'cancel', { nextAttemptAt: null, updatedAt: at });
    // cancel_order: cancelled, everything paid goes back. keep_paid: `defaulted`, the seller keeps what
    // was paid (a status of its own, so a later cancel request cannot refund it).
    await transitionOrder(tx, order.id, outcome === 'cancel_order' ? 'cancel' : 'default', {
      cancelledAt: at,
      updatedAt: at,
    });
    // Either way the order will not be handed over: its units go back on sale.
    await applyStockEffect(tx, order.id, -1);
    if (outcome === 'cancel_order') {
      const moved = await transactionsOf(tx, order.id);
      // A stray charge whose refund was refused goes back again, still as a stray: never counted.
      const strays = strayPayments(moved);
      const charges = moved.filter((row) => row.kind === 'charge' && row.status === 'succeeded');
      for (const charge of charges) {
        // What is not refunded (or on its way back) yet: a stray charge already has its refund.
        const back = moved
          .filter(
            (row) =>
              row.kind === 'refund' && row.status !== 'failed' && row.providerPaymentId === charge.providerPaymentId,
          )
          .reduce((sum, row) => sum + row.amountMinor, 0);
        if (charge.providerPaymentId)
          await queueRefund(
            tx,
            order.id,
            order.currency,
            charge.providerPaymentId,
            charge.amountMinor - back,
            strays.has(charge.providerPaymentId) ? SCHEDULER_REFUND_MESSAGES.stray : SCHEDULER_REFUND_MESSAGES.missed,
            at,
          );
      }
      await onOrderCancelled?.(tx, order.id, at);
    }
    return outcome;
  }

  return {
    async recordPaid(claim: DueCharge, payment: Payment, at: Date): Promise<PaidRecord> {
      const result = await db.transaction(async (tx) => {
        const order = await lockedOrder(tx, claim.orderId);
        const { instalment } = await lockedInstalment(tx, claim.instalmentId);
        await tx
          .update(instalmentSchedule)
          .set({ charging: false, lockedUntil: null, lockedBy: null, updatedAt: at })
          .where(
            and(eq(instalmentSchedule.instalmentId, instalment.id), eq(instalmentSchedule.attempt, claim.attempt)),
          );
        // Recorded already: by another process, or by checkout's applyPayment from the provider's notification.
        if (!(await recordCharge(tx, order, payment, instalment.id, at))) return 'duplicate' as const;
        if (instalment.status !== 'scheduled' || order.status !== CHARGEABLE_ORDER_STATUS) {
          // Paid early or cancelled while the charge was in flight: the money goes back.
          await queueRefund(
            tx,
            order.id,
            order.currency,
            payment.id,
            payment.amountMinor,
            SCHEDULER_REFUND_MESSAGES.stray,
            at,
          );
          return 'refund' as const;
        }
        // Counted as paid only here: money that goes straight back is not the order's.
        await countInstalmentPayment(tx, order.id, payment.amountMinor, at);
        await transitionInstalment(tx, instalment.id, 'pay', {
          paidAt: at,
          paymentId: payment.id,
          nextAttemptAt: null,
          lastError: null,
          updatedAt: at,
        });
        await completeIfPlanPaid(tx, order.id, at);
        await mail.enqueueIn(tx, InstalmentMail.receipt, {
          instalmentId: instalment.id,
        });
        await noticeOrder(
          tx,
          order.id,
          { event: 'instalment_paid', instalmentId: instalment.id, amountMinor: payment.amountMinor },
          at,
        );
        return 'paid' as const;
      });
      return result;
    },

    async recordFailure(
      claim: DueCharge,
      payment: Payment | null,
      decline: ProviderDecline,
      at: Date,
      next: { last: boolean; retryAt: Date },
    ): Promise<FailureRecord> {
      return db.transaction(async (tx) => {
        const order = await lockedOrder(tx, claim.orderId);
        const { instalment, lease } = await lockedInstalment(tx, claim.instalmentId);
        if (instalment.status !== 'scheduled' || !lease?.charging || lease.attempt !== claim.attempt) return 'stale';
        await recordFailedPayment(tx, {
          orderId: order.id,
          instalmentId: instalment.id,
          amountMinor: claim.amountMinor,
          currency: order.currency,
          method: payment?.method ?? null,
          providerPaymentId: payment?.id ?? null,
          message: decline.message,
          at,
        });
        await tx
          .update(instalmentSchedule)
          .set({
            charging: false,
            failures: claim.failures + 1,
            lockedUntil: null,
            lockedBy: null,
            updatedAt: at,
          })
          .where(eq(instalmentSchedule.instalmentId, instalment.id));
        // `payment_id` stays the instalment's last payment of the buyer's: checkout's failure notice
        // goes by it, and this decline is the scheduler's to record and tell.
        if (!next.last) {
          await noteInstalmentDecline(tx, instalment.id, decline.message, at, next.retryAt);
          await noticeOrder(
            tx,
            order.id,
            { event: 'payment_failed', message: decline.message, instalmentId: instalment.id },
            at,
          );
          await mail.enqueueIn(tx, InstalmentMail.failed, {
            instalmentId: instalment.id,
            attempt: String(claim.attempt),
            retryAt: next.retryAt.toISOString(),
          });
          return 'retry';
        }
        await transitionInstalment(tx, instalment.id, 'fail', {
          lastError: decline.message,
          updatedAt: at,
          nextAttemptAt: null,
        });
        const outcome = order.status === CHARGEABLE_ORDER_STATUS ? await applyOutcome(tx, order, at) : 'keep_paid';
        await noticeOrder(
          tx,
          order.id,
          { event: 'payment_failed', message: decline.message, instalmentId: instalment.id },
          at,
        );
        if (outcome === 'cancel_order') await noticeOrder(tx, order.id, { event: 'cancelled' }, at);
        await mail.enqueueIn(tx, InstalmentMail.missed, {
          instalmentId: instalment.id,
          outcome,
          attempts: String(claim.failures + 1),
        });
        return outcome;
      });
    },

    /** Refunds the scheduler queued and the provider has not confirmed yet (optionally of one order). */
    async pendingRefunds(orderId?: string): Promise<PendingRefund[]> {
      const rows = await pendingRefundsWith(db, Object.values(SCHEDULER_REFUND_MESSAGES), orderId);
      return rows.flatMap((row) =>
        row.providerPaymentId
          ? [
              {
                transactionId: row.id,
                orderId: row.orderId,
                paymentId: row.providerPaymentId,
                amountMinor: row.amountMinor,
                idempotencyKey: `refund-${row.orderId}-${row.id}`,
                counted: row.message === SCHEDULER_REFUND_MESSAGES.missed,
              },
            ]
          : [],
      );
    },

    async recordRefund(refund: PendingRefund, done: Refund, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const settled = done.status !== 'failed';
        const row = await transitionTransaction(tx, refund.transactionId, settled ? 'settle' : 'fail', {
          providerRefundId: done.id || null,
        });
        // Only a missed instalment's refunds give back what the order counted as paid; a stray charge never counted.
        if (row && settled && refund.counted) {
          await countRefund(tx, refund.orderId, refund.amountMinor, at);
          await noticeOrder(tx, refund.orderId, { event: 'refunded', amountMinor: refund.amountMinor }, at);
        }
      });
    },
  };
}
