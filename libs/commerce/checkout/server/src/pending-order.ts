import type { UserRow } from '@folio/auth-server';
import type { PlaceOrderResponse } from '@folio/checkout-contract';
import { ORDER_LIFECYCLE, type Order } from '@folio/orders-contract';
import { orderViews, ownOrder, type OrderRow } from '@folio/orders-server';
import type { Payment } from '@folio/payments-server';
import { applyPayment } from './apply-payment.js';
import type { CheckoutDeps } from './checkout-deps.js';
import { conflict } from './checkout-errors.js';
import { expireOrder, giveUpUnpaidOrder } from './expiry.js';
import { orderPayment, toConfirm } from './provider-payment.js';

/*
 * The ways forward of an order waiting for its payment, whatever became of the last try (a
 * declined card, a failed authentication, a page left): pay it again, with the same payment, or
 * give it up, which gives its stock and coupon back and reopens its cart. Either from any page.
 */

const now = (deps: Pick<CheckoutDeps, 'now'>) => (deps.now ?? (() => new Date()))();

async function viewOf(deps: CheckoutDeps, order: OrderRow, at: Date): Promise<Order> {
  const [view] = await orderViews(deps.db, deps.catalog, [order], at);
  return view!;
}

const notWaiting = (order: OrderRow) =>
  conflict(
    'cart_not_open',
    `This order is not waiting for payment: it is ${ORDER_LIFECYCLE.states[order.status].label.toLowerCase()}.`,
    order.orderNumber,
  );

/**
 * `POST /api/orders/{order_number}/pay`: the order's one payment, to confirm again (a declined
 * payment stays open for another card or the wallet, as a processor's does). The same payment for
 * every call: a deposit order resumes as its deposit, never as the full price. An order whose
 * window has ended is expired now instead, and one the provider says is paid is applied.
 */
export async function payPendingOrder(
  deps: CheckoutDeps,
  user: UserRow,
  orderNumber: string,
): Promise<PlaceOrderResponse> {
  const at = now(deps);
  const order = await ownOrder(deps.db, orderNumber, user.id);
  if (order.status !== 'pending_payment') throw notWaiting(order);
  if (order.paymentExpiresAt && order.paymentExpiresAt <= at) {
    await expireOrder(deps, order);
    throw conflict(
      'cart_not_open',
      'This order was not paid in time: its items are back in your cart, where you can check out again.',
      order.orderNumber,
    );
  }
  // A crash between the order and its payment leaves none yet: made now, with the placement's key.
  const payment: Payment = order.paymentId
    ? await deps.provider.getPayment(order.paymentId)
    : await orderPayment(deps, user, order);
  if (payment.status === 'succeeded' || payment.status === 'processing') {
    await applyPayment(deps, payment.id);
    throw conflict('cart_not_open', 'This order is already paid.', order.orderNumber);
  }
  if (payment.status === 'canceled') {
    await expireOrder(deps, order);
    throw conflict('cart_not_open', 'This order can no longer be paid: its payment was cancelled.', order.orderNumber);
  }
  return { data: { order: await viewOf(deps, order, at), payment: await toConfirm(deps.provider, payment, at) } };
}

/**
 * `POST /api/orders/{order_number}/give-up`: the reader gives up an order waiting for payment.
 * Its payment is cancelled at the provider first (one that went through meanwhile is applied, and
 * the order stays paid), then it becomes `abandoned`, its coupon use goes back, its cart reopens.
 * Giving up an order already given up answers it again.
 */
export async function giveUpOrder(deps: CheckoutDeps, user: UserRow, orderNumber: string): Promise<Order> {
  const at = now(deps);
  const order = await ownOrder(deps.db, orderNumber, user.id);
  if (order.status === 'abandoned') return viewOf(deps, order, at);
  if (order.status !== 'pending_payment') throw notWaiting(order);
  const outcome = await giveUpUnpaidOrder(deps, order);
  if (outcome === 'paid')
    throw conflict('cart_not_open', 'This order was paid in the meantime, so it was not given up.', order.orderNumber);
  const after = await ownOrder(deps.db, orderNumber, user.id);
  if (after.status !== 'abandoned') throw notWaiting(after);
  return viewOf(deps, after, at);
}
