import type { CancelPolicy, OrderCancellation } from '@folio/orders-contract';
import type { OrderRow, TransactionRow } from './orders.table.js';

type PolicyFields = Pick<OrderRow, 'status' | 'cancelPolicy'>;

/**
 * Why the buyer may not cancel the order now, in their words, or null when they may: a paid (or
 * part-paid) order, under a policy that allows it, before the form's close date (UTC day).
 */
export function cancelRefusal(order: PolicyFields, closeDate: string | null, now: Date): string | null {
  switch (order.status) {
    case 'cancelled':
    case 'refunded':
      return 'This order is already cancelled.';
    case 'pending_payment':
      return 'This order is not paid yet: it lapses by itself if the payment does not go through.';
    case 'expired':
      return 'This order lapsed before it was paid, so there is nothing to cancel.';
    case 'abandoned':
      return 'This order was given up before it was paid, so there is nothing to cancel.';
    case 'defaulted':
      return 'This order was closed after an instalment went unpaid; under the seller\u2019s policy what was paid is kept and nothing more will be charged.';
  }
  if (order.cancelPolicy === 'no_cancel') return 'This order cannot be cancelled under the seller\u2019s policy.';
  if (closeDate === null || closeDate < now.toISOString().slice(0, 10))
    return 'This order can no longer be cancelled: its order form has closed.';
  return null;
}

/** Whether the buyer may cancel now (see `cancelRefusal`). */
export function cancellable(order: PolicyFields, closeDate: string, now: Date): boolean {
  return cancelRefusal(order, closeDate, now) === null;
}

/**
 * The words on the refund queued with a stray charge (an instalment charged again after it was
 * paid, or after its order closed), in the transaction that records the charge: the one mark that
 * the order never counted that charge as paid.
 */
export const STRAY_CHARGE_REFUND_MESSAGE = 'Refunded: the order was no longer open when this instalment was charged.';

/** The provider payments of the order's stray charges (see `STRAY_CHARGE_REFUND_MESSAGE`). */
export const strayPayments = (moves: readonly TransactionRow[]): Set<string> =>
  new Set(
    moves.flatMap((row) =>
      row.kind === 'refund' && row.message === STRAY_CHARGE_REFUND_MESSAGE && row.providerPaymentId
        ? [row.providerPaymentId]
        : [],
    ),
  );

/**
 * A succeeded charge and what of it a cancel would still pay back; `n` numbers the charge for its
 * refund key. `counted`: the order counted the charge as paid, so its refund counts as paid back
 * (a stray charge's does not: counting it would take `refunded_minor` past `paid_minor`).
 */
export interface RefundDue {
  charge: TransactionRow;
  n: number;
  leftMinor: number;
  counted: boolean;
}

/**
 * What cancelling pays back, charge by charge: every succeeded charge less what is already on its
 * way back (refunds succeeded or still pending: the scheduler queues a missed plan's refunds as
 * pending rows its sweep sends later, and a second refund beside one would take the money twice),
 * or all but the deposit (the charge without an instalment) under `keep_deposit` on a deposit
 * order. `charges` oldest first; `moves` may hold any of the order's transactions.
 */
export function refundsDue(
  order: Pick<OrderRow, 'cancelPolicy' | 'paymentMode'>,
  moves: readonly TransactionRow[],
): RefundDue[] {
  const charges = moves.filter((row) => row.kind === 'charge' && row.status === 'succeeded');
  const refunds = moves.filter((row) => row.kind === 'refund' && row.status !== 'failed');
  const keepDeposit = order.cancelPolicy === 'keep_deposit' && order.paymentMode === 'deposit';
  const strays = strayPayments(moves);
  const due: RefundDue[] = [];
  for (const [index, charge] of charges.entries()) {
    if (keepDeposit && charge.instalmentId === null) continue;
    const done = refunds
      .filter((r) => r.providerPaymentId === charge.providerPaymentId)
      .reduce((sum, r) => sum + r.amountMinor, 0);
    const left = charge.amountMinor - done;
    if (left > 0 && charge.providerPaymentId)
      due.push({ charge, n: index + 1, leftMinor: left, counted: !strays.has(charge.providerPaymentId) });
  }
  return due;
}

/** What cancelling now would mean for the order: its policy, the refund, and why not when it may not. */
export function cancellationOf(
  order: OrderRow,
  closeDate: string | null,
  now: Date,
  moves: readonly TransactionRow[],
): OrderCancellation {
  const reason = cancelRefusal(order, closeDate, now);
  const refund = reason === null ? refundsDue(order, moves).reduce((sum, due) => sum + due.leftMinor, 0) : 0;
  return { policy: order.cancelPolicy as CancelPolicy, refund_minor: refund, reason };
}
