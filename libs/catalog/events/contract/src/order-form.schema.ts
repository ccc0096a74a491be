import { CurrencyCode, Id, IsoDate, Slug } from '@folio/catalog-kit-contract';
import * as v from 'valibot';

export const SELLER_KINDS = ['author', 'vendor'] as const;
export const SellerKind = v.picklist(SELLER_KINDS);
export type SellerKind = v.InferOutput<typeof SellerKind>;

/** Who sells through an order form: an author or a vendor. `id` is the seller id analytics and carts use. */
export const SellerRef = v.object({
  id: Id,
  kind: SellerKind,
  slug: Slug,
  name: v.string(),
});
export type SellerRef = v.InferOutput<typeof SellerRef>;

export const EventRef = v.object({ id: Id, slug: Slug, title: v.string() });
export type EventRef = v.InferOutput<typeof EventRef>;

/**
 * A seller's store for one event (or a direct-sales form with no event), as lists show it. The
 * products behind it belong to the commerce domain; `product_count` and the price range are its
 * summary, in integer minor units of `currency`.
 */
export const OrderFormSummary = v.object({
  id: Id,
  /** Opaque public identifier: carts are chosen by it. */
  uid: v.pipe(v.string(), v.minLength(1)),
  /** The address: `/orderform/{slug}`. */
  slug: Slug,
  title: v.string(),
  seller: SellerRef,
  event_id: v.nullable(Id),
  event: v.nullable(EventRef),
  currency: CurrencyCode,
  /** Orders are taken until the end of this day in UTC. */
  close_date: IsoDate,
  /** True when the seller closed it or the close date has passed. */
  closed: v.boolean(),
  deposit_available: v.boolean(),
  deposit_percent: v.nullable(v.number()),
  /** Deposits are only offered on orders of at least this total. */
  min_deposit_total_minor: v.nullable(v.number()),
  product_count: v.number(),
  price_min_minor: v.nullable(v.number()),
  price_max_minor: v.nullable(v.number()),
});
export type OrderFormSummary = v.InferOutput<typeof OrderFormSummary>;
