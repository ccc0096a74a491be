import {
  Count,
  CurrencyCode,
  Id,
  IsoDate,
  IsoDateTime,
  MinorUnits,
  OrderFormEvent,
  OrderFormSeller,
} from '@folio/order-forms-contract';
import { paginated } from '@folio/http-contract';
import { statesOf } from '@folio/lifecycle';
import * as v from 'valibot';
import { CART_LIFECYCLE } from './lifecycle.js';

export const CART_STATUSES = statesOf(CART_LIFECYCLE);
export const CartStatus = v.picklist(CART_STATUSES);
export type CartStatus = v.InferOutput<typeof CartStatus>;

/** Whether a line still holds its units: `held_until` passed means the units went back to stock. */
export const LineHold = v.object({ held_until: IsoDateTime, active: v.boolean() });
export type LineHold = v.InferOutput<typeof LineHold>;

/** A product line (spec section 3: product_id, product_variant_id, quantity, price_total). */
export const CartProductItem = v.object({
  /** The line's own id. */
  id: Id,
  product_id: Id,
  product_variant_id: v.nullable(Id),
  quantity: Count,
  /** quantity x unit price, integer minor units of the form's currency. */
  price_total: MinorUnits,
  unit_price_minor: MinorUnits,
  title: v.string(),
  variant_name: v.nullable(v.string()),
  image_url: v.string(),
  hold: LineHold,
});
export type CartProductItem = v.InferOutput<typeof CartProductItem>;

export const ChosenVariant = v.object({
  product_id: Id,
  product_title: v.string(),
  variant_id: Id,
  variant_name: v.string(),
});
export type ChosenVariant = v.InferOutput<typeof ChosenVariant>;

/** A bundle line (spec section 3: bundle_id, quantity, price_total, chosen product variants). */
export const CartBundleItem = v.object({
  id: Id,
  bundle_id: Id,
  quantity: Count,
  price_total: MinorUnits,
  unit_price_minor: MinorUnits,
  title: v.string(),
  product_variants: v.array(ChosenVariant),
  image_url: v.string(),
  hold: LineHold,
});
export type CartBundleItem = v.InferOutput<typeof CartBundleItem>;

export const CartItems = v.object({
  products: v.array(CartProductItem),
  bundles: v.array(CartBundleItem),
});
export type CartItems = v.InferOutput<typeof CartItems>;

/** The form a cart belongs to, with what the cart screens show of it. */
export const CartOrderForm = v.object({
  id: Id,
  uid: v.string(),
  slug: v.string(),
  title: v.string(),
  currency: CurrencyCode,
  close_date: IsoDate,
  closed: v.boolean(),
  seller: OrderFormSeller,
  event: v.nullable(OrderFormEvent),
  fulfilment: v.object({ pickup: v.boolean(), shipping: v.boolean() }),
  max_quantity_per_order: v.nullable(Count),
});
export type CartOrderForm = v.InferOutput<typeof CartOrderForm>;

export const AppliedCoupon = v.object({
  code: v.string(),
  kind: v.picklist(['amount', 'percentage']),
  amount_minor: v.nullable(MinorUnits),
  percent: v.nullable(Count),
  /** What it takes off this cart now, never more than the subtotal. */
  discount_minor: MinorUnits,
});
export type AppliedCoupon = v.InferOutput<typeof AppliedCoupon>;

export const ShippingOption = v.object({
  id: Id,
  name: v.string(),
  /** Null: the rate for every country without its own. */
  country_code: v.nullable(v.string()),
  price_minor: MinorUnits,
});
export type ShippingOption = v.InferOutput<typeof ShippingOption>;

/** A cart (spec section 3): one per order form per visitor. */
export const Cart = v.object({
  id: Id,
  /** Public; changes when the shipping choice changes. */
  cart_uid: v.string(),
  session_uid: v.string(),
  status: CartStatus,
  order_form: CartOrderForm,
  items: CartItems,
  message: v.string(),
  coupon: v.nullable(AppliedCoupon),
  shipping: v.nullable(ShippingOption),
  /** Sum of price_total over the lines (spec section 9), minor units of the form's currency. */
  subtotal_minor: MinorUnits,
  total_quantity: Count,
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type Cart = v.InferOutput<typeof Cart>;

/** GET list: `{data: Cart[], meta}`, a page of the visitor's carts. */
export const CartListResponse = paginated(Cart);
export type CartListResponse = v.InferOutput<typeof CartListResponse>;

/** `{data: Cart}` and, after a change, the words to show. */
export const CartResponse = v.object({ data: Cart, message: v.optional(v.string()) });
export type CartResponse = v.InferOutput<typeof CartResponse>;

/** One cart as the header and the carts list count it, keyed by order form uid in the summary. */
export const CartSummary = v.object({
  cart_id: Id,
  cart_uid: v.string(),
  order_form_id: Id,
  order_form_uid: v.string(),
  currency: CurrencyCode,
  total_quantity: Count,
  subtotal_minor: MinorUnits,
});
export type CartSummary = v.InferOutput<typeof CartSummary>;

/** GET summary: `{data: {[order_form_uid]: CartSummary}}`, the visitor's open carts. */
export const CartSummaryResponse = v.object({ data: v.record(v.string(), CartSummary) });
export type CartSummaryResponse = v.InferOutput<typeof CartSummaryResponse>;

export const CartItemsResponse = v.object({ data: CartItems });
export type CartItemsResponse = v.InferOutput<typeof CartItemsResponse>;

export const STOCK_LINE_STATUSES = ['held', 'renewed', 'short', 'sold_out'] as const;

/**
 * Check-stock: every line's units held again where stock allows. `held`: still held; `renewed`:
 * the hold had lapsed and is taken again; `short`: fewer left than the line asks (available says
 * how many); `sold_out`: none left.
 */
export const StockCheckLine = v.object({
  line_id: Id,
  kind: v.picklist(['product', 'bundle']),
  title: v.string(),
  requested: Count,
  available: Count,
  status: v.picklist(STOCK_LINE_STATUSES),
  held_until: v.nullable(IsoDateTime),
});
export type StockCheckLine = v.InferOutput<typeof StockCheckLine>;

export const StockCheckResponse = v.object({
  data: v.object({ ok: v.boolean(), lines: v.array(StockCheckLine) }),
  message: v.optional(v.string()),
});
export type StockCheckResponse = v.InferOutput<typeof StockCheckResponse>;

export const ShippingOptionsResponse = v.object({ data: v.array(ShippingOption) });
export type ShippingOptionsResponse = v.InferOutput<typeof ShippingOptionsResponse>;

/**
 * GET order: what an order of this cart would come to now, before checkout: lines' subtotal, the
 * coupon's discount, the chosen shipping, the total, and the deposit the form allows on it.
 */
export const CartOrderPreview = v.object({
  cart_id: Id,
  currency: CurrencyCode,
  subtotal_minor: MinorUnits,
  discount_minor: MinorUnits,
  shipping_minor: MinorUnits,
  total_minor: MinorUnits,
  total_quantity: Count,
  /** Null when the form takes no deposit or the total is under its minimum. */
  deposit: v.nullable(v.object({ percent: Count, amount_minor: MinorUnits })),
});
export type CartOrderPreview = v.InferOutput<typeof CartOrderPreview>;

export const CartOrderResponse = v.object({ data: CartOrderPreview });
export type CartOrderResponse = v.InferOutput<typeof CartOrderResponse>;

export const CouponRevalidateResponse = v.object({
  data: v.object({ valid: v.boolean(), cart: Cart }),
  message: v.string(),
});
export type CouponRevalidateResponse = v.InferOutput<typeof CouponRevalidateResponse>;

/** DELETE cart, and other answers with nothing but words. */
export const MessageResponse = v.object({ message: v.string() });
export type MessageResponse = v.InferOutput<typeof MessageResponse>;
