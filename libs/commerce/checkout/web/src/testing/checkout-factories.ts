import type { Cart } from '@folio/cart-contract';
import type { DepositQuote } from '@folio/checkout-contract';
import type { Instalment, Order, PaymentToConfirm } from '@folio/orders-contract';
import { orderTotal } from '@folio/pricing';

let sequence = 0;
const next = () => (sequence += 1);
const uuid = (n: number) => `00000000-0000-4000-9000-${n.toString(16).padStart(12, '0')}`;
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** An order number the contract accepts (`FO-` and six characters without look-alikes). */
export function anOrderNumber(n: number = next()): string {
  let text = '';
  let rest = n + 1000;
  for (let index = 0; index < 6; index += 1) {
    text = ALPHABET[rest % ALPHABET.length] + text;
    rest = Math.floor(rest / ALPHABET.length);
  }
  return `FO-${text}`;
}

/** The server's words for an order not paid yet, which may not be cancelled (orders-server `cancelRefusal`). */
const NOT_PAID_YET = 'This order is not paid yet: it lapses by itself if the payment does not go through.';

/** What cancelling a paid order refunds under a refund-all policy: everything paid. */
export const refundAll = (paidMinor: number): Order['cancellation'] => ({
  policy: 'refund_all',
  refund_minor: paidMinor,
  reason: null,
});

/** A pickup code the contract accepts, for orders at an event. */
const TEST_PICKUP_CODE = 'PK-ABCD2345';

/**
 * An order of a cart as the API answers it: waiting for payment, in full, by default. A paid one
 * (by `status`) may be cancelled with everything paid refunded; one at an event has a pickup code.
 */
export function anOrder(cart: Cart, overrides: Partial<Order> = {}): Order {
  const n = next();
  const status = overrides.status ?? 'pending_payment';
  const settled = status === 'paid' || status === 'deposit_paid';
  const lines = [...cart.items.products, ...cart.items.bundles];
  const discount = cart.coupon?.discount_minor ?? 0;
  const shipping = cart.shipping?.price_minor ?? 0;
  const total = orderTotal({ subtotalMinor: cart.subtotal_minor, discountMinor: discount, shippingMinor: shipping });
  const form = cart.order_form;
  return {
    id: uuid(n),
    order_number: anOrderNumber(n),
    status,
    payment_mode: 'full',
    currency: form.currency,
    cart_uid: cart.cart_uid,
    lines: lines.map((line) => ({
      id: line.id,
      kind: 'bundle_id' in line ? 'bundle' : 'product',
      product_id: 'product_id' in line ? line.product_id : null,
      bundle_id: 'bundle_id' in line ? line.bundle_id : null,
      title: line.title,
      variant_name: 'variant_name' in line ? line.variant_name : null,
      choices: [],
      quantity: line.quantity,
      unit_minor: line.unit_price_minor,
      total_minor: line.price_total,
    })),
    subtotal_minor: cart.subtotal_minor,
    discount_minor: discount,
    shipping_minor: shipping,
    total_minor: total,
    coupon_code: cart.coupon?.code ?? null,
    paid_minor: 0,
    refunded_minor: 0,
    owed_minor: total,
    next_due: null,
    seller: { id: form.seller.id, name: form.seller.name, kind: form.seller.kind },
    event: form.event
      ? {
          id: form.event.id,
          title: form.event.title,
          slug: form.event.slug,
          starts_at: form.event.starts_at,
          ends_at: form.event.ends_at,
        }
      : null,
    order_form: { uid: form.uid, slug: form.slug, title: form.title, close_date: form.close_date },
    payment_expires_at: '2099-01-01T00:30:00.000Z',
    cancellable: settled,
    cancellation: settled
      ? refundAll(overrides.paid_minor ?? 0)
      : { policy: 'refund_all', refund_minor: 0, reason: NOT_PAID_YET },
    pickup_code: form.event ? TEST_PICKUP_CODE : null,
    created_at: '2026-11-20T10:00:00.000Z',
    paid_at: null,
    cancelled_at: null,
    ...overrides,
  };
}

/** A payment to confirm for `amount_minor`. */
export function aPayment(
  amountMinor: number,
  currency: string,
  overrides: Partial<PaymentToConfirm> = {},
): PaymentToConfirm {
  const n = next();
  return {
    id: `pay_${n}`,
    client_secret: `pay_${n}_secret_test`,
    status: 'requires_payment_method',
    amount_minor: amountMinor,
    currency,
    saved_methods: [],
    ...overrides,
  };
}

/** A form's deposit policy for a cart: 20% of the total, up to 3 instalments, closing at the end of 2099. */
export function aDepositQuote(cartId: string, totalMinor: number, overrides: Partial<DepositQuote> = {}): DepositQuote {
  return {
    cart_id: cartId,
    currency: 'USD',
    total_minor: totalMinor,
    percent: 20,
    min_deposit_minor: Math.floor((totalMinor * 20 + 99) / 100),
    min_order_total_minor: 5000,
    max_instalments: 3,
    close_date: '2099-12-31',
    policy: 'Deposits are not refundable after the form closes.',
    instalment_policy: 'Instalments are charged to your saved card on their due dates.',
    ...overrides,
  };
}

/** A scheduled instalment. */
export function anInstalment(overrides: Partial<Instalment> = {}): Instalment {
  return {
    id: uuid(next()),
    sequence: 1,
    due_date: '2099-03-01',
    amount_minor: 2500,
    status: 'scheduled',
    paid_at: null,
    attempts: 0,
    ...overrides,
  };
}
