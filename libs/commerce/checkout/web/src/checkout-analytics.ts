import { track } from '@folio/analytics/queue';
import type { Cart } from '@folio/cart-contract';
import { orderFormAnalyticsContext } from '@folio/order-forms-contract';
import type { Order, PaymentMode } from '@folio/orders-contract';
import { useEffect, useRef } from 'react';

/**
 * The funnel's third step: one `checkout_start` per visit of a cart's checkout or deposit screen
 * (a new cart_uid after a shipping choice is the same visit), not per render; the ref also keeps
 * React's development double effects from counting twice. A cart with nothing in it starts nothing.
 */
export function useCheckoutStartEvent(cart: Cart, mode: PaymentMode, userId: string | null) {
  const started = useRef<string | null>(null);
  const empty = cart.items.products.length + cart.items.bundles.length === 0;
  useEffect(() => {
    if (empty || started.current === cart.id) return;
    started.current = cart.id;
    track('checkout_start', orderFormAnalyticsContext(cart.order_form, userId), {
      mode,
      cart_id: cart.id,
      currency: cart.order_form.currency,
      subtotal_minor: cart.subtotal_minor,
      quantity: cart.total_quantity,
    });
  }, [cart, mode, userId, empty]);
}

// Orders placed in this tab whose first payment the reader has not yet been seen to complete. Kept
// in session storage: a payment may leave for the provider's authentication page and come back.
const AWAITING_KEY = 'folio.checkout.awaiting_first_payment';
const AWAITING_LIMIT = 20;
let memory: string[] = [];
let storageWorks = true;

function readAwaiting(): string[] {
  if (!storageWorks) return memory;
  let text: string | null;
  try {
    text = globalThis.sessionStorage.getItem(AWAITING_KEY);
  } catch {
    storageWorks = false;
    return memory;
  }
  try {
    const stored: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(stored) ? stored.filter((each): each is string => typeof each === 'string') : [];
  } catch {
    return [];
  }
}

function writeAwaiting(list: string[]) {
  memory = list.slice(-AWAITING_LIMIT);
  if (!storageWorks) return;
  try {
    globalThis.sessionStorage.setItem(AWAITING_KEY, JSON.stringify(memory));
  } catch {
    // Storage refused (private mode, quota): the in-memory list serves this page from now on.
    storageWorks = false;
  }
}

/** An order was placed here and its first payment is about to be made: its success counts once. */
export function awaitFirstPayment(orderNumber: string) {
  const list = readAwaiting().filter((each) => each !== orderNumber);
  writeAwaiting([...list, orderNumber]);
}

const FIRST_PAYMENT_DONE: ReadonlySet<Order['status']> = new Set(['paid', 'deposit_paid']);

/**
 * The funnel's last step: one `order_paid` when this tab learns that the first payment (in full or
 * the deposit) of an order it placed went through, however it learned it (the confirmation's
 * answer, the success page's poll, a return from the provider's page). Reloading the success page,
 * or opening it later, counts nothing: only an order still awaited here counts, and only once.
 * Instalments are not orders being paid for the first time and never come here.
 */
export function reportFirstPayment(order: Order, cart: Cart, userId: string | null) {
  if (!FIRST_PAYMENT_DONE.has(order.status)) return;
  const list = readAwaiting();
  if (!list.includes(order.order_number)) return;
  writeAwaiting(list.filter((each) => each !== order.order_number));
  track('order_paid', orderFormAnalyticsContext(cart.order_form, userId), {
    order_number: order.order_number,
    mode: order.payment_mode,
    amount_minor: order.paid_minor,
    total_minor: order.total_minor,
    currency: order.currency,
    cart_id: cart.id,
  });
}

/** Reports the order's first payment (see `reportFirstPayment`) as soon as the page shows it paid. */
export function useFirstPaymentEvent(order: Order | null | undefined, cart: Cart, userId: string | null) {
  useEffect(() => {
    if (order) reportFirstPayment(order, cart, userId);
  }, [order, cart, userId]);
}
