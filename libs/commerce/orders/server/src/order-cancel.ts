import type { Database } from '@folio/db';
import { formById } from '@folio/order-forms-server';
import { ApiError } from '@folio/server-kit';
import { asc, eq, sql } from 'drizzle-orm';
import type { OrdersDeps } from './orders-deps.js';
import { cancelRefusal, refundsDue } from './order-cancellation.js';
import { transitionInstalment, transitionOrder } from './orders.lifecycle.js';
import { orders, transactions, type OrderRow } from './orders.table.js';
import { transactionsOf } from './order-payments.js';
import { applyStockEffect } from './stock-effect.js';
import { queueCancelledMail } from './orders-mail.js';
import { noticeOrder } from './order-notices.js';
import { ownOrder } from './orders.service.js';

export const NOT_CANCELLABLE = 'not_cancellable';
export const CHARGE_IN_PROGRESS = 'charge_in_progress';

/**
 * Refunds what the order's cancel policy gives back and is not refunded yet: every succeeded
 * charge, or all but the deposit under `keep_deposit`. Each refund's idempotency key derives from
 * the order and the charge (`refund-{orderId}-{n}`), so a retry after a crash refunds nothing twice.
 * A stray charge whose own refund the provider refused goes back too, but only what the order
 * counted as paid counts as refunded. Returns what was refunded by this call.
 */
export async function refundOrder(
  deps: Pick<OrdersDeps, 'db' | 'provider' | 'crash'>,
  order: OrderRow,
  at: Date,
): Promise<number> {
  const { db, provider } = deps;
  const moves = await transactionsOf(db, order.id);
  let refunded = 0;
  for (const { charge, n, leftMinor: left, counted } of refundsDue(order, moves)) {
    const refund = await provider.refund({
      paymentId: charge.providerPaymentId!,
      amountMinor: left,
      idempotencyKey: `refund-${order.id}-${n}`,
    });
    deps.crash?.('cancel.after-refund');
    const status = refund.status;
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(transactions)
        .values({
          orderId: order.id,
          instalmentId: charge.instalmentId,
          kind: 'refund',
          amountMinor: refund.amountMinor,
          currency: order.currency,
          status,
          method: charge.method,
          providerPaymentId: charge.providerPaymentId,
          providerRefundId: refund.id,
          createdAt: at,
        })
        .onConflictDoNothing()
        .returning({ id: transactions.id });
      if (inserted.length === 0 || status !== 'succeeded') return;
      refunded += refund.amountMinor;
      if (counted) await countRefund(tx, order.id, refund.amountMinor, at);
      await noticeOrder(tx, order.id, { event: 'refunded', amountMinor: refund.amountMinor }, at);
    });
  }
  return refunded;
}

/**
 * Counts a refund the provider made against the order, in the caller's transaction (the one that
 * records it): a cancelled order whose money is now all back becomes `refunded` in the same
 * transaction, so no process killed after the record can leave it cancelled with nothing left to
 * refund (where no sweep would ever look again).
 */
export async function countRefund(tx: Database, orderId: string, amountMinor: number, at: Date): Promise<void> {
  const [counted] = await tx
    .update(orders)
    .set({ refundedMinor: sql`${orders.refundedMinor} + ${amountMinor}`, updatedAt: at })
    .where(eq(orders.id, orderId))
    .returning();
  if (counted && counted.paidMinor > 0 && counted.refundedMinor === counted.paidMinor)
    await transitionOrder(tx, orderId, 'refund');
}

/**
 * Cancels the reader's order per its form's policy: the order is cancelled, its scheduled
 * instalments with it, its units go back to stock (one transaction, the order row locked, so a
 * second cancel finds it cancelled); then the refunds go through the provider. Calling it again
 * on a cancelled order only finishes refunds a crash left undone.
 */
export async function cancelOrder(
  deps: Pick<OrdersDeps, 'db' | 'provider' | 'now' | 'chargeInFlight' | 'crash'>,
  orderNumber: string,
  userId: string,
): Promise<{ order: OrderRow; refunded: number }> {
  const { db } = deps;
  const at = (deps.now ?? (() => new Date()))();
  const order = await db.transaction(async (tx) => {
    const row = await ownOrder(tx, orderNumber, userId, true);
    if (row.status === 'cancelled' || row.status === 'refunded') return row;
    const form = await formById(tx, row.orderFormId);
    const refusal = cancelRefusal(row, form?.closeDate ?? null, at);
    if (refusal !== null) throw new ApiError(409, NOT_CANCELLABLE, refusal);
    if (await deps.chargeInFlight?.(tx, row.id, at)) {
      throw new ApiError(
        409,
        CHARGE_IN_PROGRESS,
        'An instalment of this order is being charged right now. Try again in a few minutes.',
      );
    }
    const cancelled = await transitionOrder(tx, row.id, 'cancel', { cancelledAt: at, updatedAt: at });
    await transitionInstalment(tx, { orderId: row.id }, 'cancel', { updatedAt: at });
    await applyStockEffect(tx, row.id, -1);
    await queueCancelledMail(tx, row.id, at);
    await noticeOrder(tx, row.id, { event: 'cancelled' }, at);
    return cancelled!;
  });
  const refunded = order.status === 'refunded' ? 0 : await refundOrder(deps, order, at);
  const [fresh] = await db.select().from(orders).where(eq(orders.id, order.id));
  return { order: fresh!, refunded };
}

/**
 * Cancelled orders with money still to go back under their policy (what `refundsDue` counts), and
 * none of it already on its way (the instalment scheduler's queued refunds are its own to send).
 */
const refundsLeft = sql`${orders.status} = 'cancelled' and exists (
    select 1 from ${transactions} c
    where c.order_id = ${orders.id} and c.kind = 'charge' and c.status = 'succeeded' and c.provider_payment_id is not null
      and not (${orders.cancelPolicy} = 'keep_deposit' and ${orders.paymentMode} = 'deposit' and c.instalment_id is null)
      and c.amount_minor > coalesce((select sum(r.amount_minor) from ${transactions} r
        where r.order_id = ${orders.id} and r.kind = 'refund' and r.status = 'succeeded' and r.provider_payment_id = c.provider_payment_id), 0))
  and not exists (select 1 from ${transactions} p where p.order_id = ${orders.id} and p.kind = 'refund' and p.status = 'pending')`;

/**
 * Finishes the refunds a cancel left undone. A cancel commits the order's cancellation first and
 * refunds through the provider after, so a process killed in between (or a provider that did not
 * answer) leaves a cancelled order whose money has not gone back, or went back unrecorded. The
 * shell runs this at start and with its expiry sweep; each refund's key (`refund-{orderId}-{n}`)
 * makes the provider answer a repeat with the refund it already made, and its record is unique by
 * the provider's refund id, so this beside the buyer's own retry refunds nothing twice.
 */
export async function finishCancelledRefunds(
  deps: Pick<OrdersDeps, 'db' | 'provider' | 'now' | 'logger' | 'crash'>,
  limit = 50,
): Promise<number> {
  const at = (deps.now ?? (() => new Date()))();
  const due = await deps.db
    .select()
    .from(orders)
    .where(refundsLeft)
    .orderBy(asc(orders.cancelledAt), asc(orders.id))
    .limit(limit);
  let refunded = 0;
  for (const order of due) {
    try {
      refunded += await refundOrder(deps, order, at);
    } catch (error) {
      deps.logger?.warn({ err: error, orderId: order.id }, 'refund of a cancelled order failed; will retry');
    }
  }
  if (refunded > 0)
    deps.logger?.warn({ orders: due.length, refundedMinor: refunded }, 'refunds a cancel left undone were finished');
  return refunded;
}
