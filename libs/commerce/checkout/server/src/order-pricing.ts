import type { CartItems } from '@folio/cart-contract';
import {
  bundleParts,
  bundleRoom,
  couponApplies,
  discountOf,
  heldUnits,
  HOLD_MS,
  lockStock,
  productRoom,
  type CartRow,
  type LineRow,
} from '@folio/cart-server';
import { cartItems, coupons, couponRedemptions, shippingRates } from '@folio/cart-server/schema';
import type { Database } from '@folio/db';
import type { OrderFormRow } from '@folio/order-forms-server';
import { and, count, eq, ne } from 'drizzle-orm';
import { conflict } from './checkout-errors.js';

/**
 * Every line of the cart holds its units, under the stock rows' locks: a lapsed hold is taken again
 * when the units are free, else the placement stops with 409 out_of_stock (before any payment).
 * Every line's hold then runs to `holdUntil` (the payment window).
 */
export async function holdEveryLine(tx: Database, lines: readonly LineRow[], at: Date, holdUntil: Date): Promise<void> {
  const bundleIds = lines.flatMap((row) => (row.line.bundleId ? [row.line.bundleId] : []));
  const parts = await bundleParts(tx, bundleIds);
  const productIds = [
    ...lines.flatMap((row) => (row.line.productId ? [row.line.productId] : [])),
    ...[...parts.values()].flat().map((part) => part.productId),
  ];
  const locked = await lockStock(tx, productIds, bundleIds);
  for (const { line } of lines) {
    if (line.heldUntil.getTime() > at.getTime()) continue;
    const held = await heldUnits(tx, { productIds, bundleIds }, at, [line.id]);
    const room = line.productId
      ? productRoom(locked.products.get(line.productId) ?? { id: line.productId, stockLimit: 0, stockSold: 0 }, held)
      : bundleRoom(
          locked.bundles.get(line.bundleId!) ?? { id: line.bundleId!, stockLimit: 0, stockSold: 0 },
          parts.get(line.bundleId!) ?? [],
          locked.products,
          held,
        );
    if (room !== null && room < line.quantity) {
      throw conflict('out_of_stock', 'Some items in your cart are no longer available in the quantity you chose.');
    }
    // Held now, so the next lapsed line counts it.
    await tx
      .update(cartItems)
      .set({ heldUntil: new Date(at.getTime() + HOLD_MS), updatedAt: at })
      .where(eq(cartItems.id, line.id));
  }
  if (lines.length > 0)
    await tx
      .update(cartItems)
      .set({ heldUntil: holdUntil, updatedAt: at })
      .where(eq(cartItems.cartId, lines[0]!.line.cartId));
}

/**
 * The cart's coupon, redeemed under its row's lock: its window and form must still allow it, and
 * its usage limit (redemptions of other carts; an expired order gave its use back) and per-customer
 * limit must have room. Returns the discount, 0 without a coupon.
 */
export async function redeemCoupon(
  tx: Database,
  cart: CartRow,
  form: OrderFormRow,
  userId: string,
  subtotal: number,
  at: Date,
) {
  if (!cart.couponId) return { discount: 0, coupon: null };
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, cart.couponId)).for('update');
  if (!coupon || !couponApplies(coupon, form, at)) return { discount: 0, coupon: null };
  if (coupon.usageLimit !== null) {
    const [used] = await tx
      .select({ n: count() })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, coupon.id), ne(couponRedemptions.cartId, cart.id)));
    if ((used?.n ?? 0) >= coupon.usageLimit)
      throw conflict('coupon_exhausted', 'This coupon has reached its usage limit. Remove it to check out.');
  }
  if (coupon.perCustomerLimit !== null) {
    const [used] = await tx
      .select({ n: count() })
      .from(couponRedemptions)
      .where(
        and(
          eq(couponRedemptions.couponId, coupon.id),
          ne(couponRedemptions.cartId, cart.id),
          eq(couponRedemptions.userId, userId),
        ),
      );
    if ((used?.n ?? 0) >= coupon.perCustomerLimit)
      throw conflict('coupon_exhausted', 'You have already used this coupon as many times as it allows.');
  }
  await tx
    .insert(couponRedemptions)
    .values({ couponId: coupon.id, cartId: cart.id, userId, createdAt: at })
    .onConflictDoNothing();
  return { discount: discountOf(coupon, subtotal), coupon };
}

/** The chosen shipping rate's price (0 for pickup, or a form that does not ship). */
export async function shippingOf(tx: Database, cart: CartRow, form: OrderFormRow) {
  if (!form.shipping || !cart.shippingRateId) return { price: 0, rate: null };
  const [rate] = await tx
    .select()
    .from(shippingRates)
    .where(and(eq(shippingRates.id, cart.shippingRateId), eq(shippingRates.orderFormId, form.id)));
  return rate ? { price: rate.priceMinor, rate } : { price: 0, rate: null };
}

export const subtotalOfItems = (items: CartItems) =>
  items.products.reduce((sum, line) => sum + line.price_total, 0) +
  items.bundles.reduce((sum, line) => sum + line.price_total, 0);
