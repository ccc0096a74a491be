import { giveBackCouponUse, holdCartLinesUntil, transitionCart } from '@folio/cart-server';
import { transitionOrder, unpaidOrdersDue, type OrderRow } from '@folio/orders-server';
import { applyPayment } from './apply-payment.js';
import type { CheckoutDeps } from './checkout-deps.js';

type CloseDeps = Pick<CheckoutDeps, 'db' | 'provider' | 'now' | 'logger' | 'crash'>;

/**
 * Ends one unpaid order whose window has run out: its provider payment is cancelled first (a
 * payment that succeeded meanwhile is applied instead: the buyer paid in time as far as the
 * provider knows), then, only if the order is still pending, it becomes `expired`, its coupon use
 * is given back, its cart reopens and its holds end.
 */
export const expireOrder = (deps: CloseDeps, order: OrderRow) => closeUnpaid(deps, order, 'expire');

/** The reader gives up an order waiting for payment: closed as an expiry closes it, as `abandoned`. */
export const giveUpUnpaidOrder = (deps: CloseDeps, order: OrderRow) => closeUnpaid(deps, order, 'give_up');

async function closeUnpaid(
  deps: CloseDeps,
  order: OrderRow,
  transition: 'expire' | 'give_up',
): Promise<'expired' | 'paid' | 'skipped'> {
  const at = (deps.now ?? (() => new Date()))();
  if (order.paymentId) {
    const payment = await deps.provider.getPayment(order.paymentId);
    if (payment.status === 'succeeded') {
      await applyPayment(deps, order.paymentId);
      return 'paid';
    }
    if (payment.status !== 'canceled') {
      const cancelled = await deps.provider.cancelPayment(order.paymentId, `order-${order.id}-cancel`);
      deps.crash?.('expiry.after-cancel');
      if (cancelled.status === 'succeeded') {
        await applyPayment(deps, order.paymentId);
        return 'paid';
      }
    }
  }
  return deps.db.transaction(async (tx) => {
    const expired = await transitionOrder(tx, order.id, transition, {
      expiredAt: at,
      paymentExpiresAt: null,
      updatedAt: at,
    });
    if (!expired) return 'skipped' as const;
    await giveBackCouponUse(tx, order.cartId);
    await transitionCart(tx, order.cartId, 'reopen', { updatedAt: at });
    await holdCartLinesUntil(tx, order.cartId, at, at);
    return 'expired' as const;
  });
}

/** Expires every unpaid order past its window (run on an interval by the shell; safe to run twice at once). */
export async function expireDueOrders(
  deps: Pick<CheckoutDeps, 'db' | 'provider' | 'now' | 'logger' | 'crash'>,
  limit = 50,
): Promise<number> {
  const at = (deps.now ?? (() => new Date()))();
  const due = await unpaidOrdersDue(deps.db, at, limit);
  let expired = 0;
  for (const order of due) {
    try {
      if ((await expireOrder(deps, order)) === 'expired') expired += 1;
    } catch (error) {
      deps.logger?.warn({ err: error, orderId: order.id }, 'order expiry failed; will retry');
    }
  }
  return expired;
}
