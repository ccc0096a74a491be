import * as v from 'valibot';
import {
  Count,
  CurrencyCode,
  Id,
  IsoDate,
  MinorUnits,
  OrderFormEvent,
  OrderFormSeller,
  Slug,
} from './common.schema.js';

export const VARIANT_KINDS = ['edition', 'cover', 'personalisation'] as const;
export const VariantKind = v.picklist(VARIANT_KINDS);
export type VariantKind = v.InferOutput<typeof VariantKind>;

/** An option of a product (edition, cover, personalisation) at its own whole unit price. */
export const ProductVariant = v.object({
  id: Id,
  kind: VariantKind,
  name: v.string(),
  price_minor: MinorUnits,
});
export type ProductVariant = v.InferOutput<typeof ProductVariant>;

/**
 * Stock as a buyer sees it: `available` units left to add (limit minus sold minus held in carts),
 * null when there is no limit. The page says "only 3 left" at a few and "Sold out" at 0.
 */
export const StockState = v.object({
  available: v.nullable(Count),
  sold_out: v.boolean(),
});
export type StockState = v.InferOutput<typeof StockState>;

export const Product = v.object({
  id: Id,
  title: v.string(),
  description: v.string(),
  /** The catalog book it is, if it is one. */
  book_id: v.nullable(Id),
  /** Our own generated picture, never an outside host. */
  image_url: v.string(),
  /** The price without a variant; with variants, each variant has its own. */
  price_minor: MinorUnits,
  variants: v.array(ProductVariant),
  stock: StockState,
  /** Most units one customer may buy across all their carts and orders; null for no limit. */
  per_customer_limit: v.nullable(Count),
});
export type Product = v.InferOutput<typeof Product>;

/** A product inside a bundle, with the variants the buyer picks from (none: nothing to pick). */
export const BundleProduct = v.object({
  product_id: Id,
  title: v.string(),
  quantity: Count,
  variants: v.array(ProductVariant),
});
export type BundleProduct = v.InferOutput<typeof BundleProduct>;

export const Bundle = v.object({
  id: Id,
  title: v.string(),
  description: v.string(),
  image_url: v.string(),
  price_minor: MinorUnits,
  products: v.array(BundleProduct),
  /** The fewest bundles its own limit and its products' stock allow. */
  stock: StockState,
  per_customer_limit: v.nullable(Count),
});
export type Bundle = v.InferOutput<typeof Bundle>;

export const DepositPolicy = v.object({
  /** At least this percentage of the order total up front. */
  percent: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
  /** Deposits are offered only on orders of at least this total; null for any total. */
  min_order_total_minor: v.nullable(MinorUnits),
  /** The text the buyer accepts. */
  policy: v.string(),
});
export type DepositPolicy = v.InferOutput<typeof DepositPolicy>;

export const InstalmentPolicy = v.object({
  /** The balance in at most this many payments, all due before the close date. */
  max_instalments: v.pipe(v.number(), v.integer(), v.minValue(1)),
  policy: v.string(),
});
export type InstalmentPolicy = v.InferOutput<typeof InstalmentPolicy>;

/** An order form, whole, as `/orderform/{slug}` shows it. */
export const OrderForm = v.object({
  id: Id,
  uid: v.string(),
  slug: Slug,
  title: v.string(),
  seller: OrderFormSeller,
  /** Null for a direct-sales form. */
  event: v.nullable(OrderFormEvent),
  currency: CurrencyCode,
  /** Orders are taken until the end of this day in UTC. */
  close_date: IsoDate,
  /** True when the seller closed it or the close date has passed. */
  closed: v.boolean(),
  instructions: v.string(),
  terms: v.string(),
  refund_policy: v.string(),
  deposit: v.nullable(DepositPolicy),
  instalments: v.nullable(InstalmentPolicy),
  /** Reachable only by its link: never listed. */
  is_private: v.boolean(),
  max_quantity_per_order: v.nullable(Count),
  fulfilment: v.object({ pickup: v.boolean(), shipping: v.boolean() }),
  products: v.array(Product),
  bundles: v.array(Bundle),
});
export type OrderForm = v.InferOutput<typeof OrderForm>;

export const OrderFormResponse = v.object({ data: OrderForm });
export type OrderFormResponse = v.InferOutput<typeof OrderFormResponse>;

/** How many of a thing stock lets one add: a few left is worth saying. */
export const LOW_STOCK_THRESHOLD = 5;
