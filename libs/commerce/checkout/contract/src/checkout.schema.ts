import { Cart, CartOrderPreview } from '@folio/cart-contract';
import { Count, CurrencyCode, Id, IsoDate, MinorUnits } from '@folio/order-forms-contract';
import { Order, OrderNumber, PaymentMode, PaymentToConfirm } from '@folio/orders-contract';
import * as v from 'valibot';

const FULFILMENTS = ['pickup', 'shipping'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

const acceptTerms = v.literal(true, 'The terms must be accepted.');

/**
 * POST /api/cart/{id}/checkout (header Idempotency-Key). `deposit`: pay `deposit_minor` now (at
 * least the form's minimum, default the minimum) and the balance in `instalments` payments (1 to
 * the form's maximum, default 1); needs a verified e-mail and the deposit policy accepted.
 * `fulfilment`: how the books reach the buyer; `pickup` ignores any shipping rate the cart holds,
 * `shipping` needs one. Without it, a cart holding a rate of a form that ships is shipped, else picked up.
 */
export const PlaceOrderInput = v.object({
  mode: PaymentMode,
  fulfilment: v.optional(v.picklist(FULFILMENTS, 'The fulfilment must be pickup or shipping.')),
  shipping_address_id: v.optional(
    v.pipe(
      v.string('The shipping_address_id must be a string.'),
      v.uuid('The shipping_address_id must be a valid id.'),
    ),
  ),
  deposit_minor: v.optional(
    v.pipe(
      v.number('The deposit must be a number.'),
      v.integer('The deposit must be a whole number of minor units.'),
      v.minValue(1, 'The deposit must be at least 1.'),
    ),
  ),
  instalments: v.optional(
    v.pipe(
      v.number('The instalments must be a number.'),
      v.integer('The instalments must be a whole number.'),
      v.minValue(1, 'The instalments must be at least 1.'),
      v.maxValue(12, 'The instalments may not be more than 12.'),
    ),
  ),
  accept_terms: acceptTerms,
  accept_deposit_policy: v.optional(v.boolean('The accept_deposit_policy must be true or false.')),
});
export type PlaceOrderInput = v.InferOutput<typeof PlaceOrderInput>;

/** 201 `{data: {order, payment}}`: the order (pending payment) and the payment the browser confirms. */
export const PlaceOrderResponse = v.object({ data: v.object({ order: Order, payment: PaymentToConfirm }) });
export type PlaceOrderResponse = v.InferOutput<typeof PlaceOrderResponse>;

/** 409 bodies of a placement: sold out, another attempt pending, e-mail not verified, a key used for another request. */
export const CHECKOUT_CONFLICT_CODES = [
  'out_of_stock',
  'checkout_in_progress',
  'email_unverified',
  'coupon_exhausted',
  'cart_not_open',
  'idempotency_key_reused',
] as const;
export const CheckoutConflict = v.object({
  message: v.string(),
  code: v.picklist(CHECKOUT_CONFLICT_CODES),
  /** checkout_in_progress: the pending order of this cart. */
  order_number: v.optional(OrderNumber),
});
export type CheckoutConflict = v.InferOutput<typeof CheckoutConflict>;

/** POST /api/cart/{id}/update-qty-sold: after the browser confirmed; verified with the provider, applied once. */
export const UpdateQtySoldInput = v.object({
  payment_id: v.pipe(
    v.string('The payment_id must be a string.'),
    v.minLength(1, 'The payment_id is required.'),
    v.maxLength(255),
  ),
  method: v.picklist(['card', 'wallet', 'saved'], 'The method must be card, wallet or saved.'),
});
export type UpdateQtySoldInput = v.InferOutput<typeof UpdateQtySoldInput>;

/** PATCH /api/cart/{id}/shipping. The answer's cart may carry a new cart_uid: follow it. */
export const ShippingChoiceInput = v.object({
  shipping_rate_id: v.pipe(
    v.string('The shipping_rate_id must be a string.'),
    v.uuid('The shipping_rate_id must be a valid id.'),
  ),
  shipping_address_id: v.pipe(
    v.string('The shipping_address_id must be a string.'),
    v.uuid('The shipping_address_id must be a valid id.'),
  ),
});
export type ShippingChoiceInput = v.InferOutput<typeof ShippingChoiceInput>;

/** GET /api/checkout/ready: the reader's carts with something to pay, for /checkout. */
export const ReadyCart = v.object({
  cart: Cart,
  order: CartOrderPreview,
  /** The cart's order waiting for payment, if one was placed. */
  pending_order_number: v.nullable(OrderNumber),
});
export type ReadyCart = v.InferOutput<typeof ReadyCart>;

export const ReadyCartsResponse = v.object({ data: v.array(ReadyCart) });
export type ReadyCartsResponse = v.InferOutput<typeof ReadyCartsResponse>;

/**
 * GET /api/cart/{id}/deposit: what /cart/{uid}/deposit offers. `null` data: the cart takes no
 * deposit (the form has none, or the total is under its minimum).
 */
export const DepositQuote = v.object({
  cart_id: Id,
  currency: CurrencyCode,
  total_minor: MinorUnits,
  percent: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
  min_deposit_minor: MinorUnits,
  /** The form's least order total that may be paid by deposit (shown with the policy). */
  min_order_total_minor: MinorUnits,
  /** The most instalments the close date leaves room for (and the form allows). */
  max_instalments: Count,
  close_date: IsoDate,
  policy: v.string(),
  instalment_policy: v.string(),
});
export type DepositQuote = v.InferOutput<typeof DepositQuote>;

export const DepositQuoteResponse = v.object({ data: v.nullable(DepositQuote) });
export type DepositQuoteResponse = v.InferOutput<typeof DepositQuoteResponse>;

/**
 * GET /api/cart/{id}/placed-order: the latest order placed from the cart (any status), or `null`
 * data when none was. The owner only (404 otherwise). /cart/{uid}/success polls it until paid.
 */
export const PlacedOrderResponse = v.object({ data: v.nullable(Order) });
export type PlacedOrderResponse = v.InferOutput<typeof PlacedOrderResponse>;
