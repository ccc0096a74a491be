import { orderFormPaths } from '@folio/order-forms-contract';
import type {
  AppliedCoupon,
  Cart,
  CartBundleItem,
  CartItems,
  CartProductItem,
  CartSummary,
  ShippingOption,
} from '@folio/cart-contract';
import type { Database } from '@folio/db';
import {
  formsByIds,
  goodsByIds,
  isOrderFormOpen,
  type BundleRow,
  type CatalogRefsPort,
  type OrderFormRow,
  type ProductRow,
  type ProductVariantRow,
} from '@folio/order-forms-server';
import { discountOf, subtotalOf } from '@folio/pricing';
import { asc, inArray } from 'drizzle-orm';
import {
  cartItems,
  cartItemVariants,
  coupons,
  shippingRates,
  type CartItemRow,
  type CartRow,
  type CouponRow,
  type ShippingRateRow,
} from './cart.table.js';

const unique = (ids: readonly (string | null)[]) => [...new Set(ids.filter((id): id is string => id !== null))];

/** Whether a coupon's window and form allow it on this cart now (usage limits are counted on apply and revalidate). */
export function couponApplies(coupon: CouponRow, form: Pick<OrderFormRow, 'id'>, now: Date): boolean {
  if (coupon.orderFormId !== null && coupon.orderFormId !== form.id) return false;
  if (coupon.startsAt && coupon.startsAt.getTime() > now.getTime()) return false;
  if (coupon.endsAt && coupon.endsAt.getTime() <= now.getTime()) return false;
  return true;
}

export function appliedCoupon(coupon: CouponRow, subtotal: number): AppliedCoupon {
  return {
    code: coupon.code,
    kind: coupon.kind as AppliedCoupon['kind'],
    amount_minor: coupon.amountMinor,
    percent: coupon.percent,
    discount_minor: discountOf(coupon, subtotal),
  };
}

export const shippingOption = (rate: ShippingRateRow): ShippingOption => ({
  id: rate.id,
  name: rate.name,
  country_code: rate.countryCode,
  price_minor: rate.priceMinor,
});

/** Lines as the cart shows them, with titles, variant names and each line's hold: their product, variant and bundle read with them. */
export interface LineRow {
  line: CartItemRow;
  product: ProductRow | null;
  variant: ProductVariantRow | null;
  bundle: BundleRow | null;
}

export async function itemsOf(db: Database, rows: readonly LineRow[], now: Date): Promise<Map<string, CartItems>> {
  const lines = rows.map((row) => row.line);
  const bundleLineIds = lines.filter((line) => line.bundleId !== null).map((line) => line.id);
  const product = new Map<string, Pick<ProductRow, 'title' | 'priceMinor'>>();
  const variant = new Map<string, Pick<ProductVariantRow, 'name' | 'priceMinor'>>();
  const bundle = new Map<string, BundleRow>();
  for (const row of rows) {
    if (row.product) product.set(row.product.id, row.product);
    if (row.variant) variant.set(row.variant.id, row.variant);
    if (row.bundle) bundle.set(row.bundle.id, row.bundle);
  }
  // A bundle line's choices; their products' titles and variants' names from the lines, else from order forms.
  const choices =
    bundleLineIds.length === 0
      ? []
      : await db
          .select({
            cartItemId: cartItemVariants.cartItemId,
            productId: cartItemVariants.productId,
            variantId: cartItemVariants.variantId,
          })
          .from(cartItemVariants)
          .where(inArray(cartItemVariants.cartItemId, bundleLineIds));
  const named = await goodsByIds(db, {
    productIds: choices.flatMap((choice) => (product.has(choice.productId) ? [] : [choice.productId])),
    variantIds: choices.flatMap((choice) => (variant.has(choice.variantId) ? [] : [choice.variantId])),
  });
  const titleOf = (id: string) => product.get(id)?.title ?? named.products.get(id)?.title;
  const nameOf = (id: string) => variant.get(id)?.name ?? named.variants.get(id)?.name;
  const choicesOf = new Map<string, typeof choices>();
  for (const choice of choices) choicesOf.set(choice.cartItemId, [...(choicesOf.get(choice.cartItemId) ?? []), choice]);

  const byCart = new Map<string, CartItems>();
  for (const line of lines) {
    const items = byCart.get(line.cartId) ?? { products: [], bundles: [] };
    byCart.set(line.cartId, items);
    const hold = { held_until: line.heldUntil.toISOString(), active: line.heldUntil.getTime() > now.getTime() };
    if (line.productId !== null) {
      const p = product.get(line.productId);
      const v = line.variantId ? variant.get(line.variantId) : undefined;
      const unit = v?.priceMinor ?? p?.priceMinor ?? 0;
      items.products.push({
        id: line.id,
        product_id: line.productId,
        product_variant_id: line.variantId,
        quantity: line.quantity,
        price_total: unit * line.quantity,
        unit_price_minor: unit,
        title: p?.title ?? '',
        variant_name: v?.name ?? null,
        // The unversioned address: revalidated by its ETag (the versioned one needs the seller's name).
        image_url: orderFormPaths.productImage(line.productId),
        hold,
      } satisfies CartProductItem);
    } else if (line.bundleId !== null) {
      const b = bundle.get(line.bundleId);
      const unit = b?.priceMinor ?? 0;
      items.bundles.push({
        id: line.id,
        bundle_id: line.bundleId,
        quantity: line.quantity,
        price_total: unit * line.quantity,
        unit_price_minor: unit,
        title: b?.title ?? '',
        product_variants: (choicesOf.get(line.id) ?? [])
          .map((choice) => ({
            product_id: choice.productId,
            product_title: titleOf(choice.productId) ?? '',
            variant_id: choice.variantId,
            variant_name: nameOf(choice.variantId) ?? '',
          }))
          .sort((a, b) => a.product_title.localeCompare(b.product_title) || a.product_id.localeCompare(b.product_id)),
        image_url: orderFormPaths.bundleImage(line.bundleId),
        hold,
      } satisfies CartBundleItem);
    }
  }
  return byCart;
}

export const quantityOf = (items: CartItems) =>
  items.products.reduce((sum, line) => sum + line.quantity, 0) +
  items.bundles.reduce((sum, line) => sum + line.quantity, 0);

/**
 * The carts' lines in the order the cart shows them, with their product, variant and bundle (read
 * from order forms by the lines' ids); `lock` locks the lines (FOR UPDATE, the lines only).
 */
export async function lineRows(
  db: Database,
  cartIds: readonly string[],
  options: { lock?: boolean } = {},
): Promise<LineRow[]> {
  const query = db
    .select()
    .from(cartItems)
    .where(inArray(cartItems.cartId, [...cartIds]))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const lines = options.lock ? await query.for('update') : await query;
  const goods = await goodsByIds(db, {
    productIds: lines.flatMap((line) => (line.productId ? [line.productId] : [])),
    variantIds: lines.flatMap((line) => (line.variantId ? [line.variantId] : [])),
    bundleIds: lines.flatMap((line) => (line.bundleId ? [line.bundleId] : [])),
  });
  return lines.map((line) => ({
    line,
    product: (line.productId && goods.products.get(line.productId)) || null,
    variant: (line.variantId && goods.variants.get(line.variantId)) || null,
    bundle: (line.bundleId && goods.bundles.get(line.bundleId)) || null,
  }));
}

export async function loadItems(db: Database, cartIds: readonly string[], now: Date): Promise<Map<string, CartItems>> {
  if (cartIds.length === 0) return new Map();
  return itemsOf(db, await lineRows(db, cartIds), now);
}

/** The carts as the API answers them (spec section 3), in the order given. */
export async function cartViews(
  db: Database,
  catalog: CatalogRefsPort,
  rows: readonly CartRow[],
  now: Date,
  sessionUid: string | null,
  /** The carts' forms when the caller has read them already (else they are read here). */
  knownForms: readonly OrderFormRow[] = [],
  /** The carts' items when the caller has them already (else they are read here). */
  knownItems?: Map<string, CartItems>,
): Promise<Cart[]> {
  if (rows.length === 0) return [];
  const known = new Set(knownForms.map((row) => row.id));
  const formIds = unique(rows.map((row) => row.orderFormId)).filter((id) => !known.has(id));
  const couponIds = unique(rows.map((row) => row.couponId));
  const rateIds = unique(rows.map((row) => row.shippingRateId));
  const [readForms, items, couponRows, rateRows] = await Promise.all([
    formsByIds(db, formIds),
    knownItems ??
      loadItems(
        db,
        rows.map((row) => row.id),
        now,
      ),
    couponIds.length === 0 ? [] : db.select().from(coupons).where(inArray(coupons.id, couponIds)),
    rateIds.length === 0 ? [] : db.select().from(shippingRates).where(inArray(shippingRates.id, rateIds)),
  ]);
  const forms = [...knownForms, ...readForms.values()];
  const form = new Map(forms.map((row) => [row.id, row]));
  const [sellers, events] = await Promise.all([
    catalog.sellers(unique(forms.map((row) => row.sellerId))),
    catalog.events(unique(forms.map((row) => row.eventId))),
  ]);
  const coupon = new Map(couponRows.map((row) => [row.id, row]));
  const rate = new Map(rateRows.map((row) => [row.id, row]));

  return rows.map((row): Cart => {
    const f = form.get(row.orderFormId)!;
    const lines = items.get(row.id) ?? { products: [], bundles: [] };
    const subtotal = subtotalOf(lines);
    const c = row.couponId ? coupon.get(row.couponId) : undefined;
    const r = row.shippingRateId ? rate.get(row.shippingRateId) : undefined;
    return {
      id: row.id,
      cart_uid: row.cartUid,
      session_uid: sessionUid ?? row.sessionUid,
      status: row.status as Cart['status'],
      order_form: {
        id: f.id,
        uid: f.uid,
        slug: f.slug,
        title: f.title,
        currency: f.currency,
        close_date: f.closeDate,
        closed: !isOrderFormOpen(f, now),
        seller: sellers.get(f.sellerId) ?? {
          id: f.sellerId,
          kind: f.authorId ? 'author' : 'vendor',
          slug: '',
          name: '',
        },
        event: f.eventId ? (events.get(f.eventId) ?? null) : null,
        fulfilment: { pickup: f.pickup, shipping: f.shipping },
        max_quantity_per_order: f.maxQuantityPerOrder,
      },
      items: lines,
      message: row.message,
      coupon: c && couponApplies(c, f, now) ? appliedCoupon(c, subtotal) : null,
      shipping: r && f.shipping ? shippingOption(r) : null,
      subtotal_minor: subtotal,
      total_quantity: quantityOf(lines),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

/** One cart as the header counts it. */
export async function cartSummaries(
  db: Database,
  rows: readonly CartRow[],
  now: Date,
): Promise<Record<string, CartSummary>> {
  if (rows.length === 0) return {};
  const formIds = unique(rows.map((row) => row.orderFormId));
  const [form, items] = await Promise.all([
    formsByIds(db, formIds),
    loadItems(
      db,
      rows.map((row) => row.id),
      now,
    ),
  ]);
  const summary: Record<string, CartSummary> = {};
  for (const row of rows) {
    const f = form.get(row.orderFormId);
    if (!f) continue;
    const lines = items.get(row.id) ?? { products: [], bundles: [] };
    summary[f.uid] = {
      cart_id: row.id,
      cart_uid: row.cartUid,
      order_form_id: f.id,
      order_form_uid: f.uid,
      currency: f.currency,
      total_quantity: quantityOf(lines),
      subtotal_minor: subtotalOf(lines),
    };
  }
  return summary;
}
