import type { Database } from '@folio/db';
import type { TransactionState } from '@folio/orders-contract';
import type { Payment } from '@folio/payments-server';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CHARGEABLE_ORDER_STATUS } from './instalment-charges.js';
import { scheduledInstalmentIds } from './instalment-reads.js';
import { transitionOrder } from './orders.lifecycle.js';
import { orders, transactions, type OrderRow, type TransactionRow } from './orders.table.js';

// Money that moved on an order, as checkout records it in its own transactions: checkout decides
// what a payment pays, these write the order's rows.

/** Stores the placement's payment at the provider on the order, unless one is stored already. */
export async function attachPlacementPayment(
  tx: Database,
  orderId: string,
  paymentId: string,
  customerId: string,
): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentId, providerCustomerId: customerId })
    .where(and(eq(orders.id, orderId), isNull(orders.paymentId)));
}

/**
 * The paid transition of the placement's payment: the order moves from `pending_payment` to `paid`,
 * or to `deposit_paid` when that payment is a deposit, counting `amountMinor` as paid. Null when it
 * is no longer pending (it expired, or was given up, meanwhile).
 */
export function payOrder(
  tx: Database,
  order: Pick<OrderRow, 'id' | 'firstPaymentMinor' | 'totalMinor'>,
  amountMinor: number,
  at: Date,
): Promise<OrderRow | null> {
  return transitionOrder(tx, order.id, order.firstPaymentMinor === order.totalMinor ? 'pay' : 'pay_deposit', {
    paidMinor: sql`${orders.paidMinor} + ${amountMinor}`,
    paidAt: at,
    paymentExpiresAt: null,
    updatedAt: at,
  });
}

/**
 * Adds an instalment's payment to what the order has paid, only while its deposit is paid and its
 * balance is not (`CHARGEABLE_ORDER_STATUS`); null otherwise. Completing the order is the caller's.
 */
export async function countInstalmentPayment(
  tx: Database,
  orderId: string,
  amountMinor: number,
  at: Date,
): Promise<OrderRow | null> {
  const [order] = await tx
    .update(orders)
    .set({ paidMinor: sql`${orders.paidMinor} + ${amountMinor}`, updatedAt: at })
    .where(and(eq(orders.id, orderId), eq(orders.status, CHARGEABLE_ORDER_STATUS)))
    .returning();
  return order ?? null;
}

/**
 * A deposit order whose plan is done (no instalment left scheduled) is paid in full: the one rule,
 * whether its last instalment was charged by the scheduler or paid early. Call after the
 * instalment's own `pay` transition, in the same transaction.
 */
export async function completeIfPlanPaid(tx: Database, orderId: string, at: Date): Promise<boolean> {
  if ((await scheduledInstalmentIds(tx, orderId)).length > 0) return false;
  return (await transitionOrder(tx, orderId, 'complete', { paidAt: at })) !== null;
}

/**
 * Records a succeeded charge of the order (of one of its instalments, or the placement's), once per
 * provider payment: false when it was recorded already (the unique index on a charge's payment is
 * what makes a paid transition happen once).
 */
export async function recordCharge(
  tx: Database,
  order: Pick<OrderRow, 'id' | 'currency'>,
  payment: Pick<Payment, 'id' | 'amountMinor' | 'method'>,
  instalmentId: string | null,
  at: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(transactions)
    .values({
      orderId: order.id,
      instalmentId,
      kind: 'charge',
      amountMinor: payment.amountMinor,
      currency: order.currency,
      status: 'succeeded',
      method: payment.method,
      providerPaymentId: payment.id,
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: transactions.id });
  return inserted.length > 0;
}

/**
 * Records a refund of the charge `providerPaymentId`: made at the provider (its `providerRefundId`),
 * or `pending`, queued to be sent. Once per provider refund.
 */
export async function recordRefund(
  tx: Database,
  refund: {
    orderId: string;
    amountMinor: number;
    currency: string;
    status: Exclude<TransactionState, 'failed'>;
    providerPaymentId: string;
    providerRefundId?: string;
    method?: string | null;
    message?: string;
    at: Date;
  },
): Promise<void> {
  await tx
    .insert(transactions)
    .values({
      orderId: refund.orderId,
      kind: 'refund',
      amountMinor: refund.amountMinor,
      currency: refund.currency,
      status: refund.status,
      method: refund.method ?? null,
      providerPaymentId: refund.providerPaymentId,
      providerRefundId: refund.providerRefundId ?? null,
      message: refund.message ?? null,
      createdAt: refund.at,
    })
    .onConflictDoNothing();
}

/** Records a refused payment of the order (of one of its instalments, or the placement's) with the provider's words. */
export async function recordFailedPayment(
  tx: Database,
  failure: {
    orderId: string;
    instalmentId: string | null;
    amountMinor: number;
    currency: string;
    method: string | null;
    providerPaymentId: string | null;
    message: string;
    at: Date;
  },
): Promise<void> {
  await tx.insert(transactions).values({
    orderId: failure.orderId,
    instalmentId: failure.instalmentId,
    kind: 'failure',
    amountMinor: failure.amountMinor,
    currency: failure.currency,
    status: 'failed',
    method: failure.method,
    providerPaymentId: failure.providerPaymentId,
    message: failure.message,
    createdAt: failure.at,
  });
}

/** Whether a refund of the charge `paymentId` is recorded on the order, in any state. */
export async function refundRecordedFor(tx: Database, orderId: string, paymentId: string): Promise<boolean> {
  const [refund] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.orderId, orderId),
        eq(transactions.kind, 'refund'),
        eq(transactions.providerPaymentId, paymentId),
      ),
    )
    .limit(1);
  return refund !== undefined;
}

/** The refunds still `pending` that were queued with one of `messages` (optionally of one order). */
export async function pendingRefundsWith(
  tx: Database,
  messages: readonly string[],
  orderId?: string,
): Promise<TransactionRow[]> {
  return tx
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.kind, 'refund'),
        eq(transactions.status, 'pending'),
        inArray(transactions.message, [...messages]),
        orderId ? eq(transactions.orderId, orderId) : undefined,
      ),
    );
}

/** The order's transactions, oldest first. */
export async function transactionsOf(tx: Database, orderId: string): Promise<TransactionRow[]> {
  return tx
    .select()
    .from(transactions)
    .where(eq(transactions.orderId, orderId))
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
}
