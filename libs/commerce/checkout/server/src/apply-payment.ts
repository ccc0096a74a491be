import { transitionCart } from '@folio/cart-server';
import type { Database } from '@folio/db';
import {
  applyStockEffect,
  completeIfPlanPaid,
  countInstalmentPayment,
  instalmentByPaymentId,
  instalmentWithOrder,
  lockOrder,
  noticeOrder,
  orderById,
  orderByPaymentId,
  payOrder,
  recordCharge,
  recordRefund,
  refundRecordedFor,
  transitionInstalment,
  type InstalmentRow,
  type OrderRow,
} from '@folio/orders-server';
import { PaymentRequestError, paymentSettles, type Payment } from '@folio/payments-server';
import { isUuid } from '@folio/server-kit';
import type { CheckoutDeps } from './checkout-deps.js';
import { CheckoutMail, queueMail } from './checkout-mail.js';
import { queueRefund, SCHEDULER_REFUND_MESSAGES } from './instalments/instalment-record.js';

export type ApplyOutcome =
  /** This call made the paid transition. */
  | 'applied'
  /** An earlier call (or a concurrent one) did. */
  | 'already_applied'
  /** The provider does not say it is paid (yet). */
  | 'not_paid'
  /** Paid, but the order had expired or been cancelled (or the instalment paid) meanwhile: the money goes back (an instalment's through the scheduler's refund sweep). */
  | 'refunded_late'
  /** Not a payment of ours. */
  | 'unknown';

export interface ApplyResult {
  outcome: ApplyOutcome;
  order: OrderRow | null;
  payment: Payment | null;
}

/**
 * The one paid transition, for update-qty-sold, the webhook and the scheduler alike: asks the
 * provider for the payment, and when it settles what we expected records the charge once (the
 * unique index on a charge's provider payment id), moves the order from `pending_payment` with a
 * conditional update, adds its units to `stock_sold`, marks the cart ordered and queues the
 * receipt, all in one transaction. An instalment's payment marks the instalment paid and adds to
 * what the order has paid. However often and in whatever order it is called: once.
 */
export async function applyPayment(
  deps: Pick<CheckoutDeps, 'db' | 'provider' | 'now' | 'logger' | 'crash'>,
  paymentId: string,
): Promise<ApplyResult> {
  const { db, provider } = deps;
  const order = await orderByPaymentId(db, paymentId);
  let payment: Payment;
  try {
    payment = await provider.getPayment(paymentId);
  } catch (error) {
    if (error instanceof PaymentRequestError && error.code === 'resource_missing')
      return { outcome: 'unknown', order, payment: null };
    throw error;
  }
  if (order) return applyOrderPayment(deps, order, payment);
  // An instalment's payment: by its metadata (an earlier attempt may have been replaced by a newer one).
  const instalmentId = payment.metadata['instalment_id'] ?? (await instalmentByPaymentId(db, paymentId))?.id;
  const row = instalmentId && isUuid(instalmentId) ? await instalmentWithOrder(db, instalmentId) : null;
  if (!row) return { outcome: 'unknown', order: null, payment };
  return applyInstalmentPayment(deps, row.order, row.instalment, payment);
}

async function applyOrderPayment(
  deps: Pick<CheckoutDeps, 'db' | 'provider' | 'now' | 'logger' | 'crash'>,
  order: OrderRow,
  payment: Payment,
): Promise<ApplyResult> {
  const expected = { amountMinor: order.firstPaymentMinor, currency: order.currency, metadata: { order_id: order.id } };
  if (!paymentSettles(payment, expected)) return { outcome: 'not_paid', order, payment };
  const at = (deps.now ?? (() => new Date()))();
  const result = await deps.db.transaction(async (tx) => {
    if (!(await recordCharge(tx, order, payment, null, at))) return { outcome: 'already_applied' as const };
    const moved = await payOrder(tx, order, payment.amountMinor, at);
    if (!moved) return { outcome: 'refunded_late' as const };
    const { oversold } = await applyStockEffect(tx, order.id, 1);
    if (oversold.length > 0)
      deps.logger?.error(
        { orderId: order.id, oversold },
        'paid order found its units gone: stock oversold, the seller must settle it',
      );
    await transitionCart(tx, order.cartId, 'order', { updatedAt: at });
    await queueMail(tx, CheckoutMail.receipt, { orderId: order.id, amountMinor: String(payment.amountMinor) }, at);
    const paidInFull = order.firstPaymentMinor === order.totalMinor;
    await noticeOrder(
      tx,
      order.id,
      { event: paidInFull ? 'paid' : 'deposit_paid', amountMinor: payment.amountMinor },
      at,
    );
    return { outcome: 'applied' as const };
  });
  if (result.outcome === 'applied') deps.crash?.('payment.after-paid');
  let outcome: ApplyOutcome = result.outcome;
  // The late charge is recorded before its refund is sent: a crash in between would leave the money
  // kept, so the refund (keyed by the payment) goes again until it is recorded.
  if (outcome === 'already_applied' && (await lateRefundMissing(deps.db, order.id, payment.id)))
    outcome = 'refunded_late';
  if (outcome === 'refunded_late') await refundLate(deps, order, payment, at);
  const fresh = await orderById(deps.db, order.id);
  return { outcome, order: fresh ?? order, payment };
}

/** Whether a charge recorded on an order that had expired (a late payment) still lacks its refund. */
async function lateRefundMissing(db: Database, orderId: string, paymentId: string): Promise<boolean> {
  const order = await orderById(db, orderId);
  // Closed before it was paid (it expired, or the reader gave it up): the money goes back.
  if (order?.status !== 'expired' && order?.status !== 'abandoned') return false;
  return !(await refundRecordedFor(db, orderId, paymentId));
}

async function applyInstalmentPayment(
  deps: Pick<CheckoutDeps, 'db' | 'provider' | 'now' | 'logger' | 'crash'>,
  order: OrderRow,
  instalment: InstalmentRow,
  payment: Payment,
): Promise<ApplyResult> {
  const instalmentId = instalment.id;
  const expected = {
    amountMinor: instalment.amountMinor,
    currency: order.currency,
    metadata: { instalment_id: instalmentId },
  };
  if (!paymentSettles(payment, expected)) return { outcome: 'not_paid', order, payment };
  const at = (deps.now ?? (() => new Date()))();
  const result = await deps.db.transaction(async (tx) => {
    // The order first, then its instalment: the scheduler's record takes them in this order, and
    // the other way round the two deadlock when a charge's notification meets its own record.
    await lockOrder(tx, order.id);
    if (!(await recordCharge(tx, order, payment, instalmentId, at))) return { outcome: 'already_applied' as const };
    const [marked] = await transitionInstalment(tx, instalmentId, 'pay', {
      paidAt: at,
      lastError: null,
      nextAttemptAt: null,
      updatedAt: at,
    });
    if (!marked) {
      // Paid early by another payment, or cancelled, while this one was under way: the money goes
      // back, queued in this transaction for the scheduler's refund sweep, so a crash after the
      // commit cannot leave it kept (a redelivery finds the charge recorded and does nothing).
      await queueRefund(
        tx,
        order.id,
        order.currency,
        payment.id,
        payment.amountMinor,
        SCHEDULER_REFUND_MESSAGES.stray,
        at,
      );
      return { outcome: 'refunded_late' as const };
    }
    const moved = await countInstalmentPayment(tx, order.id, payment.amountMinor, at);
    if (!moved) throw new Error(`instalment ${instalmentId} paid on order ${order.id} in status ${order.status}`);
    await completeIfPlanPaid(tx, order.id, at);
    await queueMail(
      tx,
      CheckoutMail.receipt,
      { orderId: order.id, amountMinor: String(payment.amountMinor), instalmentId },
      at,
    );
    await noticeOrder(tx, order.id, { event: 'instalment_paid', instalmentId, amountMinor: payment.amountMinor }, at);
    return { outcome: 'applied' as const };
  });
  if (result.outcome === 'applied') deps.crash?.('payment.after-paid');
  const fresh = await orderById(deps.db, order.id);
  return { outcome: result.outcome, order: fresh ?? order, payment };
}

/** Money taken for an order that no longer wants it: refunded whole, once (keyed by the payment). */
async function refundLate(
  deps: Pick<CheckoutDeps, 'db' | 'provider' | 'logger'>,
  order: OrderRow,
  payment: Payment,
  at: Date,
): Promise<void> {
  const refund = await deps.provider.refund({
    paymentId: payment.id,
    idempotencyKey: `refund-${order.id}-late-${payment.id}`,
  });
  deps.logger?.warn({ orderId: order.id, paymentId: payment.id }, 'payment succeeded after its order closed: refunded');
  await recordRefund(deps.db, {
    orderId: order.id,
    amountMinor: refund.amountMinor,
    currency: order.currency,
    status: refund.status === 'succeeded' ? 'succeeded' : 'pending',
    method: payment.method,
    providerPaymentId: payment.id,
    providerRefundId: refund.id,
    at,
  });
}
