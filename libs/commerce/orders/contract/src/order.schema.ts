import { PageQuery, paginated } from '@folio/http-contract';
import { Count, CurrencyCode, Id, IsoDate, IsoDateTime, MinorUnits, SELLER_KINDS } from '@folio/order-forms-contract';
import { statesOf } from '@folio/lifecycle';
import * as v from 'valibot';
import { ORDER_LIFECYCLE } from './lifecycles.js';

/** The order's states, from its lifecycle (`defaulted`: an instalment stayed unpaid and the form keeps what was paid). */
export const ORDER_STATUSES = statesOf(ORDER_LIFECYCLE);
export const OrderStatus = v.picklist(ORDER_STATUSES);
export type OrderStatus = v.InferOutput<typeof OrderStatus>;

/** The human order number: `FO-` and six characters of an alphabet without look-alikes (no 0/O, 1/I/L). */
export const ORDER_NUMBER_PATTERN = /^FO-[2-9A-HJKMNP-Z]{6}$/;
export const OrderNumber = v.pipe(
  v.string('The order number must be a string.'),
  v.regex(ORDER_NUMBER_PATTERN, 'The order number is not valid.'),
);

export const PAYMENT_MODES = ['full', 'deposit'] as const;
export const PaymentMode = v.picklist(PAYMENT_MODES);
export type PaymentMode = v.InferOutput<typeof PaymentMode>;

/** A variant chosen on a line: the product's own variant, or one per product of a bundle. */
export const OrderLineChoice = v.object({
  product_title: v.string(),
  variant_name: v.string(),
});
export type OrderLineChoice = v.InferOutput<typeof OrderLineChoice>;

/** A line as it was bought: a snapshot, never re-read from the form. */
export const OrderLine = v.object({
  id: Id,
  kind: v.picklist(['product', 'bundle']),
  product_id: v.nullable(Id),
  bundle_id: v.nullable(Id),
  title: v.string(),
  /** The product's variant name (product lines) or null. */
  variant_name: v.nullable(v.string()),
  /** Bundle lines: the variant chosen for each product. */
  choices: v.array(OrderLineChoice),
  quantity: Count,
  unit_minor: MinorUnits,
  total_minor: MinorUnits,
});
export type OrderLine = v.InferOutput<typeof OrderLine>;

export const OrderSeller = v.object({ id: Id, name: v.string(), kind: v.picklist(SELLER_KINDS) });
export type OrderSeller = v.InferOutput<typeof OrderSeller>;

export const OrderEvent = v.object({
  id: Id,
  title: v.string(),
  slug: v.string(),
  starts_at: IsoDateTime,
  ends_at: IsoDateTime,
});
export type OrderEvent = v.InferOutput<typeof OrderEvent>;

export const OrderFormRef = v.object({ uid: v.string(), slug: v.string(), title: v.string(), close_date: IsoDate });
export type OrderFormRef = v.InferOutput<typeof OrderFormRef>;

/** The pickup code format: `PK-` and eight characters of the order-number alphabet. */
export const PICKUP_CODE_PATTERN = /^PK-[2-9A-HJKMNP-Z]{8}$/;
export const PickupCode = v.pipe(v.string(), v.regex(PICKUP_CODE_PATTERN));

/**
 * The cancellation policies a form may have: `refund_all` (everything paid back), `keep_deposit`
 * (instalments paid back, the deposit kept), `no_cancel` (the buyer may not cancel).
 */
export const CANCEL_POLICIES = ['refund_all', 'keep_deposit', 'no_cancel'] as const;
export type CancelPolicy = (typeof CANCEL_POLICIES)[number];

/**
 * What cancelling now would mean, so the cancel screen can say it before the buyer confirms:
 * the form's policy (as at purchase), what the provider would refund, and, when the order may
 * not be cancelled, why in the buyer's words (`reason` is null exactly when `cancellable`).
 */
export const OrderCancellation = v.object({
  policy: v.picklist(CANCEL_POLICIES),
  refund_minor: MinorUnits,
  reason: v.nullable(v.string()),
});
export type OrderCancellation = v.InferOutput<typeof OrderCancellation>;

/** The next payment owed: the next scheduled instalment. */
export const NextDue = v.object({ due_date: IsoDate, amount_minor: MinorUnits, instalment_id: Id });
export type NextDue = v.InferOutput<typeof NextDue>;

/** An order: what was bought from one seller's form, what it cost, what is paid and owed. */
export const Order = v.object({
  id: Id,
  order_number: OrderNumber,
  status: OrderStatus,
  payment_mode: PaymentMode,
  currency: CurrencyCode,
  cart_uid: v.string(),
  lines: v.array(OrderLine),
  subtotal_minor: MinorUnits,
  discount_minor: MinorUnits,
  shipping_minor: MinorUnits,
  total_minor: MinorUnits,
  coupon_code: v.nullable(v.string()),
  paid_minor: MinorUnits,
  refunded_minor: MinorUnits,
  owed_minor: MinorUnits,
  next_due: v.nullable(NextDue),
  seller: OrderSeller,
  event: v.nullable(OrderEvent),
  order_form: OrderFormRef,
  /** Until when an unpaid order keeps its stock (null once paid or closed). */
  payment_expires_at: v.nullable(IsoDateTime),
  /** Whether the form's policy lets the buyer cancel it now. */
  cancellable: v.boolean(),
  /** What cancelling now would refund under the policy, and why not when it may not. */
  cancellation: OrderCancellation,
  /** The reader's one pickup code for the order's event (the same on every order there); null without an event, or when the order has nothing to collect (not paid, cancelled, refunded, defaulted). */
  pickup_code: v.nullable(PickupCode),
  created_at: IsoDateTime,
  paid_at: v.nullable(IsoDateTime),
  cancelled_at: v.nullable(IsoDateTime),
});
export type Order = v.InferOutput<typeof Order>;

export const OrderResponse = v.object({ data: Order, message: v.optional(v.string()) });
export type OrderResponse = v.InferOutput<typeof OrderResponse>;

export const OrderListResponse = paginated(Order);
export type OrderListResponse = v.InferOutput<typeof OrderListResponse>;

/** `cart_uid`: the orders placed from that cart (what /cart/{uid}/view-order and /cart/{uid}/success show). */
export const OrderListQuery = v.object({
  ...PageQuery.entries,
  cart_uid: v.optional(
    v.pipe(v.string('The cart_uid must be a string.'), v.maxLength(64, 'The cart_uid is not valid.')),
  ),
});
export type OrderListQuery = v.InferOutput<typeof OrderListQuery>;

/** The terms the buyer accepted, as they read then (a later edit of the form does not change them). */
export const TermsSnapshot = v.object({
  terms: v.string(),
  refund_policy: v.string(),
  /** Null for an order paid in full. */
  deposit_policy: v.nullable(v.string()),
  instalment_policy: v.nullable(v.string()),
  accepted_at: IsoDateTime,
});
export type TermsSnapshot = v.InferOutput<typeof TermsSnapshot>;

export const TermsResponse = v.object({ data: TermsSnapshot });
export type TermsResponse = v.InferOutput<typeof TermsResponse>;
